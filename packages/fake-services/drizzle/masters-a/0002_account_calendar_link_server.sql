CREATE TABLE `account_calendar` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year_month` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_calendar_year_month_unique` ON `account_calendar` (`year_month`);--> statement-breakpoint
CREATE TABLE `link_server_detail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_name` text COLLATE NOCASE NOT NULL,
	`server_name` text COLLATE NOCASE,
	`procedure_name` text NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`last_execution_date` text,
	`execution_status` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `link_server_detail_link` ON `link_server_detail` (`link_name`,`plant_id`);--> statement-breakpoint
CREATE TABLE `link_server` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_name` text COLLATE NOCASE NOT NULL,
	`server_name` text COLLATE NOCASE,
	`database_name` text COLLATE NOCASE,
	`user_id` text COLLATE NOCASE,
	`password` text,
	`plant_id` text COLLATE NOCASE,
	`process_info` text COLLATE NOCASE,
	`extra_info` text COLLATE NOCASE,
	`inspection_plant` text COLLATE NOCASE,
	`db_object_name` text COLLATE NOCASE,
	`remarks` text COLLATE NOCASE,
	`identifier` text COLLATE NOCASE
);
--> statement-breakpoint
CREATE UNIQUE INDEX `link_server_link_name_unique` ON `link_server` (`link_name`);