CREATE TABLE `barcode_rule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`barcode_type_2d` text COLLATE NOCASE NOT NULL,
	`item_desc` text COLLATE NOCASE NOT NULL,
	`data_form_field` text COLLATE NOCASE,
	`order_sequence` integer NOT NULL,
	`no_of_char` integer NOT NULL,
	`trim_flag` integer DEFAULT false NOT NULL,
	`identifier` text COLLATE NOCASE
);
--> statement-breakpoint
CREATE UNIQUE INDEX `barcode_rule_key` ON `barcode_rule` (`barcode_type_2d`,`item_desc`);--> statement-breakpoint
CREATE TABLE `customer_harness_label_format` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`harness_label_format` text COLLATE NOCASE NOT NULL,
	`label_id` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`barcode_type` text COLLATE NOCASE,
	`tracebility_flag` text COLLATE NOCASE
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_harness_label_format_key` ON `customer_harness_label_format` (`harness_label_format`,`cust_group`);