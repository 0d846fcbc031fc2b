CREATE TABLE `archive_run` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_at` text NOT NULL,
	`run_by` text NOT NULL,
	`moved` integer NOT NULL,
	`removed` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `archive_run_by_at` ON `archive_run` (`run_by`,`run_at`);--> statement-breakpoint
CREATE TABLE `archive_run_table` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`source_table_name` text NOT NULL,
	`archive_table_name` text NOT NULL,
	`moved` integer NOT NULL,
	`removed` integer NOT NULL,
	`error` text,
	FOREIGN KEY (`run_id`) REFERENCES `archive_run`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `archive_run_table_run` ON `archive_run_table` (`run_id`);--> statement-breakpoint
CREATE TABLE `box_archive` (
	`id` integer PRIMARY KEY NOT NULL,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`cust_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`kanban` text COLLATE NOCASE,
	`quantity` integer NOT NULL,
	`pallet_id` integer,
	`box_pack_dtm` text,
	`shipment_id` integer,
	`location_cd` text COLLATE NOCASE,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	`archived_at` text NOT NULL,
	`archived_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `box_archive_archived_at` ON `box_archive` (`archived_at`);--> statement-breakpoint
CREATE INDEX `box_archive_boxSerialNo` ON `box_archive` (`box_serial_no`);--> statement-breakpoint
CREATE INDEX `box_archive_palletId` ON `box_archive` (`pallet_id`);--> statement-breakpoint
CREATE INDEX `box_archive_shipmentId` ON `box_archive` (`shipment_id`);--> statement-breakpoint
CREATE TABLE `harness_serial_archive` (
	`id` integer PRIMARY KEY NOT NULL,
	`harness_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`cust_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`quantity` integer NOT NULL,
	`box_id` integer,
	`mfg_date` text NOT NULL,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	`archived_at` text NOT NULL,
	`archived_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `harness_serial_archive_archived_at` ON `harness_serial_archive` (`archived_at`);--> statement-breakpoint
CREATE INDEX `harness_serial_archive_harnessSerialNo` ON `harness_serial_archive` (`harness_serial_no`);--> statement-breakpoint
CREATE INDEX `harness_serial_archive_boxId` ON `harness_serial_archive` (`box_id`);--> statement-breakpoint
CREATE TABLE `master_label_archive` (
	`id` integer PRIMARY KEY NOT NULL,
	`master_label_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`shipment_id` integer,
	`skid_dtm` text,
	`truck_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	`archived_at` text NOT NULL,
	`archived_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `master_label_archive_archived_at` ON `master_label_archive` (`archived_at`);--> statement-breakpoint
CREATE INDEX `master_label_archive_masterLabelSerialNo` ON `master_label_archive` (`master_label_serial_no`);--> statement-breakpoint
CREATE INDEX `master_label_archive_shipmentId` ON `master_label_archive` (`shipment_id`);--> statement-breakpoint
CREATE TABLE `pallet_archive` (
	`id` integer PRIMARY KEY NOT NULL,
	`pallet_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`master_label_id` integer,
	`pallet_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	`archived_at` text NOT NULL,
	`archived_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pallet_archive_archived_at` ON `pallet_archive` (`archived_at`);--> statement-breakpoint
CREATE INDEX `pallet_archive_palletNo` ON `pallet_archive` (`pallet_no`);--> statement-breakpoint
CREATE INDEX `pallet_archive_masterLabelId` ON `pallet_archive` (`master_label_id`);--> statement-breakpoint
CREATE TABLE `shipment_archive` (
	`id` integer PRIMARY KEY NOT NULL,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`asn_version` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`mfg_plant` text COLLATE NOCASE NOT NULL,
	`deliver_type` text NOT NULL,
	`deliver_to` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE,
	`cust_group` text COLLATE NOCASE,
	`ship_to_whse` text COLLATE NOCASE,
	`truck_info` text,
	`carrier` text,
	`transportation_info` text,
	`dock_nm` text,
	`employee_id` text,
	`date_time_stamp` text NOT NULL,
	`ship_date` text,
	`status` text NOT NULL,
	`asn_number_rec` text COLLATE NOCASE,
	`received_at` text,
	`received_by` text,
	`archived_at` text NOT NULL,
	`archived_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shipment_archive_archived_at` ON `shipment_archive` (`archived_at`);--> statement-breakpoint
CREATE INDEX `shipment_archive_asnNumber` ON `shipment_archive` (`asn_number`);