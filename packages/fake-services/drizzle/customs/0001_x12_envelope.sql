CREATE TABLE `x12_control_number` (
	`sender_id` text PRIMARY KEY NOT NULL,
	`last_interchange` integer DEFAULT 0 NOT NULL,
	`last_group` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `purpose` text DEFAULT '00' NOT NULL;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `sender_id` text;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `interchange_control` integer;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `group_control` integer;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `transaction_control` text;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `document` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `ack` text;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `ack_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `ack_document` text;--> statement-breakpoint
ALTER TABLE `customs_transmission` ADD `acknowledged_at` text;--> statement-breakpoint
CREATE INDEX `customs_transmission_interchange` ON `customs_transmission` (`sender_id`,`interchange_control`);