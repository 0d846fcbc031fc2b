ALTER TABLE `print_job` ADD `reprint_reason` text;--> statement-breakpoint
ALTER TABLE `print_job` ADD `reprint_note` text;--> statement-breakpoint
ALTER TABLE `print_job` ADD `serials` text;--> statement-breakpoint
ALTER TABLE `print_job` ADD `counter_start` integer;--> statement-breakpoint
ALTER TABLE `print_job` ADD `printed_labels` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `print_job` ADD `dots_per_mm` integer;--> statement-breakpoint
ALTER TABLE `print_job` ADD `missing_of` integer;--> statement-breakpoint
ALTER TABLE `print_job` ADD `missing_job` integer;--> statement-breakpoint
ALTER TABLE `print_job` ADD `confirmed_by` text;--> statement-breakpoint
ALTER TABLE `print_job` ADD `confirmed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `print_job_missing_of` ON `print_job` (`missing_of`);