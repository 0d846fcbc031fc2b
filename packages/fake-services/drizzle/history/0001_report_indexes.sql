DROP INDEX `box_shipment`;--> statement-breakpoint
DROP INDEX `box_sews_part`;--> statement-breakpoint
DROP INDEX `box_cust_part`;--> statement-breakpoint
CREATE INDEX `box_shipment_serial` ON `box` (`shipment_id`,`box_serial_no`);--> statement-breakpoint
CREATE INDEX `box_shipment_part` ON `box` (`shipment_id`,`sews_part_no`,`sews_design_level`,`quantity`);--> statement-breakpoint
CREATE INDEX `box_plant_sews_part` ON `box` (`plant_id`,`sews_part_no`);--> statement-breakpoint
CREATE INDEX `box_plant_cust_part` ON `box` (`plant_id`,`cust_part_no`);--> statement-breakpoint
DROP INDEX `shipment_plant_ship_date`;--> statement-breakpoint
CREATE INDEX `shipment_plant_ship_date_asn` ON `shipment` (`plant_id`,`ship_date`,`asn_number`);