CREATE TABLE `archive_config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_table_name` text COLLATE NOCASE NOT NULL,
	`archive_table_name` text COLLATE NOCASE,
	`archive_days_months` integer DEFAULT 0 NOT NULL,
	`remove_days_months` integer NOT NULL,
	`time_period` text DEFAULT 'D' NOT NULL,
	`key_column` text COLLATE NOCASE NOT NULL,
	`archive_server_db` text COLLATE NOCASE,
	`status` text DEFAULT 'ACTIVE' NOT NULL
);
