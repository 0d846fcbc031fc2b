CREATE TABLE `carrier_master` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`carrier_id` text,
	`carrier_nm` text COLLATE NOCASE NOT NULL,
	`primary_cr` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carrier_master_carrier_nm_unique` ON `carrier_master` (`carrier_nm`);--> statement-breakpoint
CREATE INDEX `carrier_master_primary` ON `carrier_master` (`primary_cr`) WHERE primary_cr = 1;--> statement-breakpoint
CREATE TABLE `destination_master` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dest_cd` text COLLATE NOCASE NOT NULL,
	`dest_nm` text COLLATE NOCASE NOT NULL,
	`primary_dest` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `destination_master_dest_cd_unique` ON `destination_master` (`dest_cd`);--> statement-breakpoint
CREATE INDEX `destination_master_primary` ON `destination_master` (`primary_dest`) WHERE primary_dest = 1;--> statement-breakpoint
CREATE TABLE `label_printer` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`printer_name` text COLLATE NOCASE NOT NULL,
	`model` text NOT NULL,
	`printer_type` text NOT NULL,
	`communication_type` text NOT NULL,
	`transmit_mode` text,
	`host_name` text NOT NULL,
	`port` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `label_printer_printer_name_unique` ON `label_printer` (`printer_name`);--> statement-breakpoint
CREATE TABLE `location_master` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location_cd` text COLLATE NOCASE NOT NULL,
	`location_nm` text COLLATE NOCASE NOT NULL,
	`default_loc` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `location_master_location_cd_unique` ON `location_master` (`location_cd`);--> statement-breakpoint
CREATE INDEX `location_master_nm_cd` ON `location_master` (`location_nm`,`location_cd`);--> statement-breakpoint
CREATE INDEX `location_master_default` ON `location_master` (`default_loc`) WHERE default_loc = 1;--> statement-breakpoint
CREATE TABLE `system_parameters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`option` text COLLATE NOCASE NOT NULL,
	`parameter_c` text COLLATE NOCASE NOT NULL,
	`mfg_plant` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`parameter_c1` text DEFAULT '' NOT NULL,
	`parameter_c2` text DEFAULT '' NOT NULL,
	`parameter_nm` text DEFAULT '' NOT NULL,
	`parameter_value` text NOT NULL,
	`remarks` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `system_parameters_key` ON `system_parameters` (`option`,`parameter_c`,`mfg_plant`);