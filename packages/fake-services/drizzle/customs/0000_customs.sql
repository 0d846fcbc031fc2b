CREATE TABLE `xref_import_job` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`file_name` text NOT NULL,
	`state` text NOT NULL,
	`rows_total` integer DEFAULT 0 NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`added` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`refused` integer DEFAULT 0 NOT NULL,
	`issues` text DEFAULT '' NOT NULL,
	`started_by` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text
);
--> statement-breakpoint
CREATE TABLE `customs_transmission` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`asn_version` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`transmitted_at` text NOT NULL,
	`user_id` text NOT NULL,
	`result` text NOT NULL,
	`detail` text NOT NULL,
	`action_key` text
);
--> statement-breakpoint
CREATE INDEX `customs_transmission_asn` ON `customs_transmission` (`asn_number`,`id`);--> statement-breakpoint
CREATE INDEX `customs_transmission_action` ON `customs_transmission` (`action_key`,`asn_number`);