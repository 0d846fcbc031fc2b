CREATE TABLE `cycle_count` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cycle_count_id` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`start_date` text NOT NULL,
	`counted_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cycle_count_id` ON `cycle_count` (`cycle_count_id`);--> statement-breakpoint
CREATE INDEX `cycle_count_plant_start` ON `cycle_count` (`plant_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `cycle_count_item` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cycle_count_ref` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`location_cd` text COLLATE NOCASE,
	`expected_qty` integer NOT NULL,
	`counted_qty` integer NOT NULL,
	`result` text NOT NULL,
	FOREIGN KEY (`cycle_count_ref`) REFERENCES `cycle_count`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cycle_count_item_count` ON `cycle_count_item` (`cycle_count_ref`);--> statement-breakpoint
CREATE TABLE `phy_inventory` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phy_id` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`year` integer NOT NULL,
	`month` integer NOT NULL,
	`type` text NOT NULL,
	`started_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phy_inventory_id` ON `phy_inventory` (`phy_id`);--> statement-breakpoint
CREATE INDEX `phy_inventory_plant_period` ON `phy_inventory` (`plant_id`,`year`,`month`,`type`);--> statement-breakpoint
CREATE TABLE `phy_inventory_scan` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phy_inventory_ref` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`kanban` text COLLATE NOCASE,
	`box_qty` integer NOT NULL,
	`scan_date` text,
	`user_id` text,
	`status` text NOT NULL,
	FOREIGN KEY (`phy_inventory_ref`) REFERENCES `phy_inventory`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `phy_inventory_scan_inventory` ON `phy_inventory_scan` (`phy_inventory_ref`,`status`);--> statement-breakpoint
CREATE TABLE `box` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`cust_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`kanban` text COLLATE NOCASE,
	`quantity` integer NOT NULL,
	`pallet_id` integer,
	`box_pack_dtm` text,
	`shipment_id` integer,
	`location_cd` text COLLATE NOCASE,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`pallet_id`) REFERENCES `pallet`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `box_serial` ON `box` (`box_serial_no`);--> statement-breakpoint
CREATE INDEX `box_pallet` ON `box` (`pallet_id`);--> statement-breakpoint
CREATE INDEX `box_shipment` ON `box` (`shipment_id`);--> statement-breakpoint
CREATE INDEX `box_plant_status_printed` ON `box` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE INDEX `box_plant_location` ON `box` (`plant_id`,`location_cd`);--> statement-breakpoint
CREATE INDEX `box_sews_part` ON `box` (`sews_part_no`);--> statement-breakpoint
CREATE INDEX `box_cust_part` ON `box` (`cust_part_no`);--> statement-breakpoint
CREATE TABLE `harness_serial` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`harness_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`cust_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`quantity` integer DEFAULT 1 NOT NULL,
	`box_id` integer,
	`mfg_date` text NOT NULL,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `harness_serial_no` ON `harness_serial` (`harness_serial_no`);--> statement-breakpoint
CREATE INDEX `harness_serial_box` ON `harness_serial` (`box_id`);--> statement-breakpoint
CREATE INDEX `harness_serial_plant_status_printed` ON `harness_serial` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `master_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`master_label_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`shipment_id` integer,
	`skid_dtm` text,
	`truck_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `master_label_serial` ON `master_label` (`master_label_serial_no`);--> statement-breakpoint
CREATE INDEX `master_label_shipment` ON `master_label` (`shipment_id`);--> statement-breakpoint
CREATE INDEX `master_label_plant_status_printed` ON `master_label` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `pallet` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pallet_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`master_label_id` integer,
	`pallet_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`master_label_id`) REFERENCES `master_label`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pallet_no` ON `pallet` (`pallet_no`);--> statement-breakpoint
CREATE INDEX `pallet_master_label` ON `pallet` (`master_label_id`);--> statement-breakpoint
CREATE INDEX `pallet_plant_status_printed` ON `pallet` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `shipment_plan` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`year` integer NOT NULL,
	`month` integer NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	`warehouse` text COLLATE NOCASE NOT NULL,
	`plan_inv` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_plan_key` ON `shipment_plan` (`plant_id`,`year`,`month`,`sews_part_no`,`customer_id`,`warehouse`);--> statement-breakpoint
CREATE TABLE `return_asn` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_asn_number` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`mfg_plant` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	`truck_info` text,
	`ship_date` text NOT NULL,
	`date_time_stamp` text NOT NULL,
	`received_at` text,
	`received_by` text,
	`rec_insp_date` text,
	`rec_ins_by` text,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_asn_number` ON `return_asn` (`return_asn_number`);--> statement-breakpoint
CREATE INDEX `return_asn_plant_ship_date` ON `return_asn` (`plant_id`,`ship_date`);--> statement-breakpoint
CREATE INDEX `return_asn_plant_received` ON `return_asn` (`plant_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `return_box` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_asn_id` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`quantity` integer NOT NULL,
	`reshipped_at` text,
	FOREIGN KEY (`return_asn_id`) REFERENCES `return_asn`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `return_box_asn` ON `return_box` (`return_asn_id`);--> statement-breakpoint
CREATE INDEX `return_box_reshipped` ON `return_box` (`reshipped_at`);--> statement-breakpoint
CREATE TABLE `shipment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`asn_version` integer DEFAULT 1 NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`mfg_plant` text COLLATE NOCASE NOT NULL,
	`deliver_type` text NOT NULL,
	`deliver_to` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE,
	`cust_group` text COLLATE NOCASE,
	`ship_to_whse` text COLLATE NOCASE,
	`truck_info` text,
	`carrier` text,
	`transportation_info` text,
	`dock_nm` text,
	`employee_id` text,
	`date_time_stamp` text NOT NULL,
	`ship_date` text,
	`status` text NOT NULL,
	`asn_number_rec` text COLLATE NOCASE,
	`received_at` text,
	`received_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_asn` ON `shipment` (`asn_number`);--> statement-breakpoint
CREATE INDEX `shipment_plant_ship_date` ON `shipment` (`plant_id`,`ship_date`);--> statement-breakpoint
CREATE INDEX `shipment_plant_status_created` ON `shipment` (`plant_id`,`status`,`date_time_stamp`);--> statement-breakpoint
CREATE INDEX `shipment_deliver_to_received` ON `shipment` (`deliver_to`,`received_at`);--> statement-breakpoint
CREATE INDEX `shipment_inter_plant` ON `shipment` (`plant_id`,`ship_date`) WHERE deliver_type = 'PLANT';