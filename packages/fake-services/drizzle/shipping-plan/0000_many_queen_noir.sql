CREATE TABLE `shipment_plan_check` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ship_to_whse` text COLLATE NOCASE NOT NULL,
	`adhere` integer DEFAULT false NOT NULL,
	`adherence_type` text
);
--> statement-breakpoint
CREATE INDEX `shipment_plan_check_whse` ON `shipment_plan_check` (`ship_to_whse`);--> statement-breakpoint
CREATE TABLE `shipment_plan_change_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`option` text COLLATE NOCASE NOT NULL,
	`action` text NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`customer_code` text COLLATE NOCASE NOT NULL,
	`ship_to_whse` text COLLATE NOCASE NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text NOT NULL,
	`old_values` text,
	`new_values` text
);
--> statement-breakpoint
CREATE INDEX `shipment_plan_change_log_plant` ON `shipment_plan_change_log` (`plant_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `shipment_plan_row` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`option` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`design_change` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`line_code` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`customer_code` text COLLATE NOCASE NOT NULL,
	`prod_date` text DEFAULT '' NOT NULL,
	`ship_date` text DEFAULT '' NOT NULL,
	`ship_to_whse` text COLLATE NOCASE NOT NULL,
	`beg_invent` integer DEFAULT 0 NOT NULL,
	`ship_qty` integer DEFAULT 0 NOT NULL,
	`prod_qty` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_plan_row_key` ON `shipment_plan_row` (`option`,`plant_id`,`sews_part_no`,`design_change`,`customer_code`,`ship_to_whse`,`prod_date`,`ship_date`);--> statement-breakpoint
CREATE INDEX `shipment_plan_row_plant` ON `shipment_plan_row` (`plant_id`,`option`);