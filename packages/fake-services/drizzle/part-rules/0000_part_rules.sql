CREATE TABLE `component_code` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`customer_code` text COLLATE NOCASE,
	`supplier_code` text COLLATE NOCASE,
	`component_code` text COLLATE NOCASE NOT NULL,
	`de_approval` integer DEFAULT false NOT NULL,
	`de_approved_by` text,
	`qa_approval` integer DEFAULT false NOT NULL,
	`qa_approved_by` text,
	`is_modified` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `component_code_plant_part` ON `component_code` (`plant_id`,`sews_part_no`);--> statement-breakpoint
CREATE TABLE `ford_alert` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`customer_id` text COLLATE NOCASE,
	`alert1` text,
	`alert2` text,
	`alert3` text,
	`alert4` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ford_alert_plant_part_level` ON `ford_alert` (`plant_id`,`sews_part_no`,`sews_design_level`);--> statement-breakpoint
CREATE TABLE `part_mapping` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`source_short_part_no` text COLLATE NOCASE NOT NULL,
	`source_sews_part_no` text COLLATE NOCASE NOT NULL,
	`source_sews_design_level` text COLLATE NOCASE NOT NULL,
	`dest_short_part_no` text COLLATE NOCASE NOT NULL,
	`dest_sews_part_no` text COLLATE NOCASE,
	`dest_sews_design_level` text COLLATE NOCASE,
	`dest_label_format` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_mapping_plant_source` ON `part_mapping` (`plant_id`,`source_short_part_no`);