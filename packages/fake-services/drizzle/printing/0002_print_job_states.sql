ALTER TABLE `print_job` ADD `state` text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE `print_job` ADD `reprint_of` integer;--> statement-breakpoint
ALTER TABLE `print_job` ADD `zpl` text;--> statement-breakpoint
ALTER TABLE `print_job` ADD `message` text;--> statement-breakpoint
CREATE INDEX `print_job_printed` ON `print_job` (`printed_at`);--> statement-breakpoint
CREATE INDEX `print_job_first_serial` ON `print_job` (`first_serial`);--> statement-breakpoint
CREATE INDEX `print_job_state` ON `print_job` (`state`);