CREATE TABLE `box_label_format` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label_format` text COLLATE NOCASE NOT NULL,
	`master_ticket_copies` integer NOT NULL,
	`box_ticket_copies` integer NOT NULL,
	`enable_print_copy` integer DEFAULT false NOT NULL,
	`report_name` text NOT NULL,
	`extra_input` integer DEFAULT false NOT NULL,
	`input_name` text,
	`speed` integer NOT NULL,
	`enable_speed` integer DEFAULT false NOT NULL,
	`darkness` integer DEFAULT 0 NOT NULL,
	`attribute2` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `box_label_format_label_format_unique` ON `box_label_format` (`label_format`);--> statement-breakpoint
CREATE TABLE `format_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`code` text COLLATE NOCASE NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `format_label_key` ON `format_label` (`kind`,`code`);--> statement-breakpoint
CREATE TABLE `harness_label_format` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label_format` text COLLATE NOCASE NOT NULL,
	`report_name` text NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`barcode_type` text,
	`serial_no_length` integer DEFAULT 0 NOT NULL,
	`paper_feed` integer DEFAULT 0 NOT NULL,
	`darkness` integer DEFAULT 0 NOT NULL,
	`speed` integer NOT NULL,
	`enable_speed` integer DEFAULT false NOT NULL,
	`check_digit` integer DEFAULT false NOT NULL,
	`seqno_type` text,
	`remarks` text,
	`attribute3` text,
	`attribute4` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `harness_label_format_key` ON `harness_label_format` (`label_format`,`cust_group`);--> statement-breakpoint
CREATE INDEX `harness_label_format_group` ON `harness_label_format` (`cust_group`);--> statement-breakpoint
CREATE TABLE `printer_option` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`printer_type` text,
	`code` text COLLATE NOCASE NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printer_option_key` ON `printer_option` (`kind`,`printer_type`,`code`);--> statement-breakpoint
CREATE INDEX `printer_option_list` ON `printer_option` (`kind`,`printer_type`,`sort_order`);--> statement-breakpoint
CREATE TABLE `warehouse_address` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`warehouse` text COLLATE NOCASE NOT NULL,
	`address` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warehouse_address_warehouse_unique` ON `warehouse_address` (`warehouse`);--> statement-breakpoint
CREATE TABLE `warehouse_destination` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`warehouse` text COLLATE NOCASE NOT NULL,
	`destination` text COLLATE NOCASE NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warehouse_destination_key` ON `warehouse_destination` (`warehouse`,`destination`);--> statement-breakpoint
CREATE TABLE `warehouse` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text COLLATE NOCASE NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warehouse_code_unique` ON `warehouse` (`code`);