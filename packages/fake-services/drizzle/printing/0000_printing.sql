CREATE TABLE `part_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`xref_id` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`box_label_format` text COLLATE NOCASE NOT NULL,
	`harness_label_format` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`seq_no` text,
	`model_year` text,
	`back_kanban` text COLLATE NOCASE,
	`broadcast_cd` text COLLATE NOCASE,
	`color` text,
	`product_label` text,
	`short_part_no_print` text,
	`extra_info` text,
	`cust_design_level` text,
	`cust_desc` text,
	`pieces_per_box` integer NOT NULL,
	`release_no` text,
	FOREIGN KEY (`xref_id`) REFERENCES `xref`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_label_xref` ON `part_label` (`xref_id`);--> statement-breakpoint
CREATE TABLE `print_job` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`screen` text NOT NULL,
	`label_format` text COLLATE NOCASE,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`printer_name` text COLLATE NOCASE NOT NULL,
	`user_id` text NOT NULL,
	`printed_at` text NOT NULL,
	`labels` integer NOT NULL,
	`copies` integer NOT NULL,
	`speed` integer NOT NULL,
	`first_serial` text COLLATE NOCASE,
	`last_serial` text COLLATE NOCASE,
	`bytes` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `print_job_plant_printed` ON `print_job` (`plant_id`,`printed_at`);--> statement-breakpoint
CREATE TABLE `printed_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`serial` text COLLATE NOCASE NOT NULL,
	`seq_no` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `print_job`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printed_label_serial` ON `printed_label` (`serial`);--> statement-breakpoint
CREATE INDEX `printed_label_job` ON `printed_label` (`job_id`);--> statement-breakpoint
CREATE TABLE `label_sequence` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`kind` text NOT NULL,
	`label_tp` text COLLATE NOCASE NOT NULL,
	`dtm` text NOT NULL,
	`last_seq_no` integer DEFAULT 0 NOT NULL,
	`last_seq_dtm` text,
	`machine_id` text,
	`status` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `label_sequence_key` ON `label_sequence` (`label_tp`);--> statement-breakpoint
CREATE INDEX `label_sequence_plant` ON `label_sequence` (`plant_id`);--> statement-breakpoint
CREATE TABLE `printer_status` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`printer_nm` text COLLATE NOCASE NOT NULL,
	`used_by` text,
	`user_ip` text,
	`modified_dt` text,
	`status` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printer_status_key` ON `printer_status` (`kind`,`printer_nm`);