PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_printed_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`serial` text COLLATE NOCASE NOT NULL,
	`seq_no` integer,
	FOREIGN KEY (`job_id`) REFERENCES `print_job`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_printed_label`("id", "job_id", "serial", "seq_no") SELECT "id", "job_id", "serial", "seq_no" FROM `printed_label`;--> statement-breakpoint
DROP TABLE `printed_label`;--> statement-breakpoint
ALTER TABLE `__new_printed_label` RENAME TO `printed_label`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `printed_label_serial` ON `printed_label` (`serial`);--> statement-breakpoint
CREATE INDEX `printed_label_job` ON `printed_label` (`job_id`);--> statement-breakpoint
-- Relabel destinations printed before relabels claimed their serials: each gets its row now.
INSERT OR IGNORE INTO `printed_label` (`job_id`, `serial`, `seq_no`)
	SELECT `print_job_id`, `dest_harness_sno`, NULL FROM `harness_relabel` WHERE `print_job_id` IS NOT NULL ORDER BY `id`;
