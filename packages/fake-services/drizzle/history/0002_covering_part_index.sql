DROP INDEX `box_shipment_part`;--> statement-breakpoint
CREATE INDEX `box_shipment_parts` ON `box` (`shipment_id`,`sews_part_no`,`sews_design_level`,`quantity`,`cust_part_no`,`cust_design_level`);