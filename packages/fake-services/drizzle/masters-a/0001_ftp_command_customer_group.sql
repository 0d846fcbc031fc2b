CREATE TABLE `customer_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idcust_group` integer GENERATED ALWAYS AS (id) VIRTUAL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`option` text COLLATE NOCASE NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_group_key` ON `customer_group` (`option`,`cust_group`);--> statement-breakpoint
CREATE TABLE `ftp_command` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cust_group` text COLLATE NOCASE,
	`edi_type` text COLLATE NOCASE,
	`process_tp` text,
	`ftp_command` text,
	`cmd_sequence` integer NOT NULL,
	`parameter_c` text,
	`mfg_plant` text COLLATE NOCASE,
	`identifier` text COLLATE NOCASE
);
--> statement-breakpoint
CREATE INDEX `ftp_command_process` ON `ftp_command` (`cust_group`,`edi_type`,`cmd_sequence`);