CREATE TABLE `box_relabel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`kind` text NOT NULL,
	`box_label_old` text COLLATE NOCASE,
	`box_label_new` text COLLATE NOCASE NOT NULL,
	`harness_option` text NOT NULL,
	`harness_type` text NOT NULL,
	`old_harness_sno` text COLLATE NOCASE,
	`old_sews_part_no` text COLLATE NOCASE,
	`old_sews_design` text COLLATE NOCASE,
	`new_harness_sno` text COLLATE NOCASE,
	`new_sews_part_no` text COLLATE NOCASE,
	`new_sews_design` text COLLATE NOCASE,
	`relabeled_at` text NOT NULL,
	`relabeled_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `box_relabel_old` ON `box_relabel` (`plant_id`,`box_label_old`);--> statement-breakpoint
CREATE INDEX `box_relabel_new` ON `box_relabel` (`plant_id`,`box_label_new`);--> statement-breakpoint
CREATE TABLE `doi_record` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`harness_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`design_change` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`control_no` text COLLATE NOCASE NOT NULL,
	`option` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `doi_record_harness` ON `doi_record` (`harness_serial_no`,`id`);--> statement-breakpoint
CREATE INDEX `doi_record_plant_at` ON `doi_record` (`plant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `harness_relabel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`source_harness_sno` text COLLATE NOCASE NOT NULL,
	`dest_harness_sno` text COLLATE NOCASE NOT NULL,
	`harness_type` text NOT NULL,
	`print_job_id` integer,
	`relabeled_at` text NOT NULL,
	`relabeled_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `harness_relabel_source` ON `harness_relabel` (`source_harness_sno`);--> statement-breakpoint
CREATE INDEX `harness_relabel_dest` ON `harness_relabel` (`dest_harness_sno`);--> statement-breakpoint
CREATE INDEX `harness_relabel_plant_at` ON `harness_relabel` (`plant_id`,`relabeled_at`);