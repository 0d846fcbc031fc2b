CREATE TABLE `shipment_part` (
	`shipment_id` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`ship_date` text,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE NOT NULL,
	`cust_design_level` text COLLATE NOCASE NOT NULL,
	`quantity` integer NOT NULL,
	`boxes` integer NOT NULL,
	PRIMARY KEY(`shipment_id`, `sews_part_no`, `sews_design_level`, `cust_part_no`, `cust_design_level`),
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_part_plant_ship_date` ON `shipment_part` (`plant_id`,`ship_date`,`asn_number`,`sews_part_no`,`sews_design_level`);