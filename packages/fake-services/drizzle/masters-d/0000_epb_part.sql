CREATE TABLE `epb_part` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`remarks` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `epb_part_plant_short` ON `epb_part` (`plant_id`,`short_part_no`);