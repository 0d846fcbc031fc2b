CREATE TABLE `email_parameter` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_desc` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE,
	`plant_id` text COLLATE NOCASE,
	`whse_code` text COLLATE NOCASE,
	`parameter_c1` text,
	`parameter_c2` text,
	`mail_to` text NOT NULL,
	`cc_to` text,
	`attribute1` text,
	`attribute2` text,
	`attribute3` text,
	`identifier` text COLLATE NOCASE
);
