CREATE TABLE `dock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`dock_name` text COLLATE NOCASE NOT NULL,
	`truck_info` text,
	`open_date_time` text,
	`opened_by` text,
	`last_action_on` text,
	`status` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dock_plant_name` ON `dock` (`plant_id`,`dock_name`);--> statement-breakpoint
CREATE TABLE `part_dock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`parent_plant_id` text COLLATE NOCASE NOT NULL,
	`parent_short_part_no` text COLLATE NOCASE NOT NULL,
	`parent_sews_part_no` text COLLATE NOCASE,
	`parent_sews_design_level` text COLLATE NOCASE,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_dock_plant_short_part` ON `part_dock` (`plant_id`,`sews_short_part_no`);--> statement-breakpoint
CREATE TABLE `ihs_cad` (
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`product_number` text NOT NULL,
	`design_level` text NOT NULL,
	PRIMARY KEY(`plant_id`, `sews_part_no`, `sews_design_level`),
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sub_assembly` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`type` text NOT NULL,
	`part_no` text COLLATE NOCASE NOT NULL,
	`design_level` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE,
	`supplier_cd` text COLLATE NOCASE NOT NULL,
	`product_label` text NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_assembly_plant_part_level` ON `sub_assembly` (`plant_id`,`part_no`,`design_level`);--> statement-breakpoint
CREATE TABLE `xref` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`sews_sts_cd` text,
	`cust_sts_cd` text,
	`misc1_char_cust` text,
	`location_cd` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`cust_part_no` text COLLATE NOCASE,
	`hrns_label` integer DEFAULT false NOT NULL,
	`box_cnt_list` integer DEFAULT false NOT NULL,
	`verify_boxes` integer DEFAULT false NOT NULL,
	`active_flag` integer DEFAULT false NOT NULL,
	`verify_ihs_data` integer DEFAULT false NOT NULL,
	`verify_component_data` integer DEFAULT false NOT NULL,
	`verify_scan_hran_pallet_data` integer DEFAULT false NOT NULL,
	`validate_inspt` integer DEFAULT false NOT NULL,
	`qa_cert` integer DEFAULT false NOT NULL,
	`ihscad_product_number` text,
	`ihscad_design_level` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `xref_plant_part_level` ON `xref` (`plant_id`,`sews_part_no`,`sews_design_level`);--> statement-breakpoint
CREATE INDEX `xref_plant_short_part` ON `xref` (`plant_id`,`short_part_no`);--> statement-breakpoint
CREATE INDEX `xref_plant_customer_part` ON `xref` (`plant_id`,`cust_part_no`);--> statement-breakpoint
CREATE TABLE `xref_field_config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`xref_field` text COLLATE NOCASE NOT NULL,
	`upd_in_xref` integer DEFAULT false NOT NULL,
	`mix_rule` integer DEFAULT false NOT NULL,
	`upd_in_pic` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `xref_field_config_xref_field_unique` ON `xref_field_config` (`xref_field`);