ALTER TABLE `customer_group` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `customer_group` ADD `updated_on` text;--> statement-breakpoint
ALTER TABLE `ftp_command` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `ftp_command` ADD `updated_on` text;