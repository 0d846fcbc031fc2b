CREATE TABLE `account_calendar` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year_month` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_calendar_year_month_unique` ON `account_calendar` (`year_month`);--> statement-breakpoint
CREATE TABLE `customer_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idcust_group` integer GENERATED ALWAYS AS (id) VIRTUAL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`option` text COLLATE NOCASE NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_group_key` ON `customer_group` (`option`,`cust_group`);--> statement-breakpoint
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
--> statement-breakpoint
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
CREATE INDEX `ftp_command_process` ON `ftp_command` (`cust_group`,`edi_type`,`cmd_sequence`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `link_server_link_name_unique` ON `link_server` (`link_name`);--> statement-breakpoint
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
--> statement-breakpoint
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
CREATE INDEX `shipment_archive_asnNumber` ON `shipment_archive` (`asn_number`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `customer_harness_label_format_key` ON `customer_harness_label_format` (`harness_label_format`,`cust_group`);--> statement-breakpoint
CREATE TABLE `customer` (
	`id` text COLLATE NOCASE PRIMARY KEY NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL
);
--> statement-breakpoint
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
	`action_key` text,
	`purpose` text DEFAULT '00' NOT NULL,
	`sender_id` text,
	`interchange_control` integer,
	`group_control` integer,
	`transaction_control` text,
	`document` text DEFAULT '' NOT NULL,
	`ack` text,
	`ack_reason` text DEFAULT '' NOT NULL,
	`ack_document` text,
	`acknowledged_at` text
);
--> statement-breakpoint
CREATE INDEX `customs_transmission_asn` ON `customs_transmission` (`asn_number`,`id`);--> statement-breakpoint
CREATE INDEX `customs_transmission_action` ON `customs_transmission` (`action_key`,`asn_number`);--> statement-breakpoint
CREATE INDEX `customs_transmission_interchange` ON `customs_transmission` (`sender_id`,`interchange_control`);--> statement-breakpoint
CREATE TABLE `x12_control_number` (
	`sender_id` text PRIMARY KEY NOT NULL,
	`last_interchange` integer DEFAULT 0 NOT NULL,
	`last_group` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `epb_part` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`remarks` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `epb_part_plant_short` ON `epb_part` (`plant_id`,`short_part_no`);--> statement-breakpoint
CREATE TABLE `cycle_count` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cycle_count_id` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`start_date` text NOT NULL,
	`counted_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cycle_count_id` ON `cycle_count` (`cycle_count_id`);--> statement-breakpoint
CREATE INDEX `cycle_count_plant_start` ON `cycle_count` (`plant_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `cycle_count_item` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cycle_count_ref` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`location_cd` text COLLATE NOCASE,
	`expected_qty` integer NOT NULL,
	`counted_qty` integer NOT NULL,
	`result` text NOT NULL,
	FOREIGN KEY (`cycle_count_ref`) REFERENCES `cycle_count`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cycle_count_item_count` ON `cycle_count_item` (`cycle_count_ref`);--> statement-breakpoint
CREATE TABLE `phy_inventory` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phy_id` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`year` integer NOT NULL,
	`month` integer NOT NULL,
	`type` text NOT NULL,
	`started_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phy_inventory_id` ON `phy_inventory` (`phy_id`);--> statement-breakpoint
CREATE INDEX `phy_inventory_plant_period` ON `phy_inventory` (`plant_id`,`year`,`month`,`type`);--> statement-breakpoint
CREATE TABLE `phy_inventory_scan` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phy_inventory_ref` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`kanban` text COLLATE NOCASE,
	`box_qty` integer NOT NULL,
	`scan_date` text,
	`user_id` text,
	`status` text NOT NULL,
	FOREIGN KEY (`phy_inventory_ref`) REFERENCES `phy_inventory`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `phy_inventory_scan_inventory` ON `phy_inventory_scan` (`phy_inventory_ref`,`status`);--> statement-breakpoint
CREATE TABLE `box` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
	FOREIGN KEY (`pallet_id`) REFERENCES `pallet`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `box_serial` ON `box` (`box_serial_no`);--> statement-breakpoint
CREATE INDEX `box_pallet` ON `box` (`pallet_id`);--> statement-breakpoint
CREATE INDEX `box_shipment_serial` ON `box` (`shipment_id`,`box_serial_no`);--> statement-breakpoint
CREATE INDEX `box_shipment_parts` ON `box` (`shipment_id`,`sews_part_no`,`sews_design_level`,`quantity`,`cust_part_no`,`cust_design_level`);--> statement-breakpoint
CREATE INDEX `box_plant_status_printed` ON `box` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE INDEX `box_plant_location` ON `box` (`plant_id`,`location_cd`);--> statement-breakpoint
CREATE INDEX `box_plant_sews_part` ON `box` (`plant_id`,`sews_part_no`);--> statement-breakpoint
CREATE INDEX `box_plant_cust_part` ON `box` (`plant_id`,`cust_part_no`);--> statement-breakpoint
CREATE TABLE `harness_serial` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`harness_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`cust_design_level` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`quantity` integer DEFAULT 1 NOT NULL,
	`box_id` integer,
	`mfg_date` text NOT NULL,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `harness_serial_no` ON `harness_serial` (`harness_serial_no`);--> statement-breakpoint
CREATE INDEX `harness_serial_box` ON `harness_serial` (`box_id`);--> statement-breakpoint
CREATE INDEX `harness_serial_plant_status_printed` ON `harness_serial` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `master_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`master_label_serial_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`shipment_id` integer,
	`skid_dtm` text,
	`truck_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `master_label_serial` ON `master_label` (`master_label_serial_no`);--> statement-breakpoint
CREATE INDEX `master_label_shipment` ON `master_label` (`shipment_id`);--> statement-breakpoint
CREATE INDEX `master_label_plant_status_printed` ON `master_label` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `pallet` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pallet_no` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`master_label_id` integer,
	`pallet_load_dtm` text,
	`printed_at` text NOT NULL,
	`printed_by` text NOT NULL,
	`printer_name` text,
	`status` text NOT NULL,
	FOREIGN KEY (`master_label_id`) REFERENCES `master_label`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pallet_no` ON `pallet` (`pallet_no`);--> statement-breakpoint
CREATE INDEX `pallet_master_label` ON `pallet` (`master_label_id`);--> statement-breakpoint
CREATE INDEX `pallet_plant_status_printed` ON `pallet` (`plant_id`,`status`,`printed_at`);--> statement-breakpoint
CREATE TABLE `shipment_plan` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`year` integer NOT NULL,
	`month` integer NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	`warehouse` text COLLATE NOCASE NOT NULL,
	`plan_inv` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_plan_key` ON `shipment_plan` (`plant_id`,`year`,`month`,`sews_part_no`,`customer_id`,`warehouse`);--> statement-breakpoint
CREATE TABLE `return_asn` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_asn_number` text COLLATE NOCASE NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`mfg_plant` text COLLATE NOCASE NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	`truck_info` text,
	`ship_date` text NOT NULL,
	`date_time_stamp` text NOT NULL,
	`received_at` text,
	`received_by` text,
	`rec_insp_date` text,
	`rec_ins_by` text,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_asn_number` ON `return_asn` (`return_asn_number`);--> statement-breakpoint
CREATE INDEX `return_asn_plant_ship_date` ON `return_asn` (`plant_id`,`ship_date`);--> statement-breakpoint
CREATE INDEX `return_asn_plant_received` ON `return_asn` (`plant_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `return_box` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_asn_id` integer NOT NULL,
	`box_id` integer,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE,
	`quantity` integer NOT NULL,
	`reshipped_at` text,
	FOREIGN KEY (`return_asn_id`) REFERENCES `return_asn`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`box_id`) REFERENCES `box`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `return_box_asn` ON `return_box` (`return_asn_id`);--> statement-breakpoint
CREATE INDEX `return_box_reshipped` ON `return_box` (`reshipped_at`);--> statement-breakpoint
CREATE TABLE `box_relabel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`kind` text NOT NULL,
	`box_label_old` text COLLATE NOCASE,
	`box_label_new` text COLLATE NOCASE NOT NULL,
	`harness_option` text NOT NULL,
	`harness_type` text NOT NULL,
	`old_harness_sno` text COLLATE NOCASE,
	`old_sews_part_no` text COLLATE NOCASE,
	`old_sews_design` text COLLATE NOCASE,
	`new_harness_sno` text COLLATE NOCASE,
	`new_sews_part_no` text COLLATE NOCASE,
	`new_sews_design` text COLLATE NOCASE,
	`relabeled_at` text NOT NULL,
	`relabeled_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `box_relabel_old` ON `box_relabel` (`plant_id`,`box_label_old`);--> statement-breakpoint
CREATE INDEX `box_relabel_new` ON `box_relabel` (`plant_id`,`box_label_new`);--> statement-breakpoint
CREATE TABLE `doi_record` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`harness_serial_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`design_change` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`control_no` text COLLATE NOCASE NOT NULL,
	`option` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `doi_record_harness` ON `doi_record` (`harness_serial_no`,`id`);--> statement-breakpoint
CREATE INDEX `doi_record_plant_at` ON `doi_record` (`plant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `harness_relabel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`box_serial_no` text COLLATE NOCASE NOT NULL,
	`source_harness_sno` text COLLATE NOCASE NOT NULL,
	`dest_harness_sno` text COLLATE NOCASE NOT NULL,
	`harness_type` text NOT NULL,
	`print_job_id` integer,
	`relabeled_at` text NOT NULL,
	`relabeled_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `harness_relabel_source` ON `harness_relabel` (`source_harness_sno`);--> statement-breakpoint
CREATE INDEX `harness_relabel_dest` ON `harness_relabel` (`dest_harness_sno`);--> statement-breakpoint
CREATE INDEX `harness_relabel_plant_at` ON `harness_relabel` (`plant_id`,`relabeled_at`);--> statement-breakpoint
CREATE TABLE `shipment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`asn_version` integer DEFAULT 1 NOT NULL,
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
	`received_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_asn` ON `shipment` (`asn_number`);--> statement-breakpoint
CREATE INDEX `shipment_plant_ship_date_asn` ON `shipment` (`plant_id`,`ship_date`,`asn_number`);--> statement-breakpoint
CREATE INDEX `shipment_plant_status_created` ON `shipment` (`plant_id`,`status`,`date_time_stamp`);--> statement-breakpoint
CREATE INDEX `shipment_deliver_to_received` ON `shipment` (`deliver_to`,`received_at`);--> statement-breakpoint
CREATE INDEX `shipment_inter_plant` ON `shipment` (`plant_id`,`ship_date`) WHERE deliver_type = 'PLANT';--> statement-breakpoint
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
CREATE UNIQUE INDEX `warehouse_code_unique` ON `warehouse` (`code`);--> statement-breakpoint
CREATE TABLE `location_gram` (
	`field` text NOT NULL,
	`gram` text NOT NULL,
	`locations` integer NOT NULL,
	PRIMARY KEY(`field`, `gram`)
);
--> statement-breakpoint
CREATE TABLE `text_position` (
	`p` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `component_code` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`customer_code` text COLLATE NOCASE,
	`supplier_code` text COLLATE NOCASE,
	`component_code` text COLLATE NOCASE NOT NULL,
	`de_approval` integer DEFAULT false NOT NULL,
	`de_approved_by` text,
	`qa_approval` integer DEFAULT false NOT NULL,
	`qa_approved_by` text,
	`is_modified` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `component_code_plant_part` ON `component_code` (`plant_id`,`sews_part_no`);--> statement-breakpoint
CREATE TABLE `ford_alert` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`customer_id` text COLLATE NOCASE,
	`alert1` text,
	`alert2` text,
	`alert3` text,
	`alert4` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ford_alert_plant_part_level` ON `ford_alert` (`plant_id`,`sews_part_no`,`sews_design_level`);--> statement-breakpoint
CREATE TABLE `part_mapping` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`source_short_part_no` text COLLATE NOCASE NOT NULL,
	`source_sews_part_no` text COLLATE NOCASE NOT NULL,
	`source_sews_design_level` text COLLATE NOCASE NOT NULL,
	`dest_short_part_no` text COLLATE NOCASE NOT NULL,
	`dest_sews_part_no` text COLLATE NOCASE,
	`dest_sews_design_level` text COLLATE NOCASE,
	`dest_label_format` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_mapping_plant_source` ON `part_mapping` (`plant_id`,`source_short_part_no`);--> statement-breakpoint
CREATE TABLE `dock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`dock_name` text COLLATE NOCASE NOT NULL,
	`truck_info` text,
	`open_date_time` text,
	`opened_by` text,
	`last_action_on` text,
	`status` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dock_plant_name` ON `dock` (`plant_id`,`dock_name`);--> statement-breakpoint
CREATE TABLE `part_dock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`parent_plant_id` text COLLATE NOCASE NOT NULL,
	`parent_short_part_no` text COLLATE NOCASE NOT NULL,
	`parent_sews_part_no` text COLLATE NOCASE,
	`parent_sews_design_level` text COLLATE NOCASE,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_dock_plant_short_part` ON `part_dock` (`plant_id`,`sews_short_part_no`);--> statement-breakpoint
CREATE TABLE `ihs_cad` (
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`product_number` text NOT NULL,
	`design_level` text NOT NULL,
	PRIMARY KEY(`plant_id`, `sews_part_no`, `sews_design_level`),
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `plant` (
	`plant_id` text COLLATE NOCASE PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`plant_nm` text NOT NULL,
	`std_printer` text,
	`primary_plant` integer DEFAULT false NOT NULL,
	`plant_address1` text,
	`plant_address2` text,
	`plant_address3` text,
	`plant_address4` text,
	`made_in` text,
	`printed_in` text,
	`label_printer` text
);
--> statement-breakpoint
CREATE TABLE `sub_assembly` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`type` text NOT NULL,
	`part_no` text COLLATE NOCASE NOT NULL,
	`design_level` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE,
	`supplier_cd` text COLLATE NOCASE NOT NULL,
	`product_label` text NOT NULL,
	`customer_id` text COLLATE NOCASE NOT NULL,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_assembly_plant_part_level` ON `sub_assembly` (`plant_id`,`part_no`,`design_level`);--> statement-breakpoint
CREATE TABLE `xref` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`short_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`sews_sts_cd` text,
	`cust_sts_cd` text,
	`misc1_char_cust` text,
	`location_cd` text COLLATE NOCASE,
	`customer_id` text COLLATE NOCASE,
	`cust_part_no` text COLLATE NOCASE,
	`hrns_label` integer DEFAULT false NOT NULL,
	`box_cnt_list` integer DEFAULT false NOT NULL,
	`verify_boxes` integer DEFAULT false NOT NULL,
	`active_flag` integer DEFAULT false NOT NULL,
	`verify_ihs_data` integer DEFAULT false NOT NULL,
	`verify_component_data` integer DEFAULT false NOT NULL,
	`verify_scan_hran_pallet_data` integer DEFAULT false NOT NULL,
	`validate_inspt` integer DEFAULT false NOT NULL,
	`qa_cert` integer DEFAULT false NOT NULL,
	`ihscad_product_number` text,
	`ihscad_design_level` text,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `xref_plant_part_level` ON `xref` (`plant_id`,`sews_part_no`,`sews_design_level`);--> statement-breakpoint
CREATE INDEX `xref_plant_short_part` ON `xref` (`plant_id`,`short_part_no`);--> statement-breakpoint
CREATE INDEX `xref_plant_customer_part` ON `xref` (`plant_id`,`cust_part_no`);--> statement-breakpoint
CREATE INDEX `xref_plant_customer` ON `xref` (`plant_id`,`customer_id`,`cust_part_no`);--> statement-breakpoint
CREATE TABLE `xref_field_config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`xref_field` text COLLATE NOCASE NOT NULL,
	`upd_in_xref` integer DEFAULT false NOT NULL,
	`mix_rule` integer DEFAULT false NOT NULL,
	`upd_in_pic` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `xref_field_config_xref_field_unique` ON `xref_field_config` (`xref_field`);--> statement-breakpoint
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
CREATE TABLE `idempotent_request` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`request` text NOT NULL,
	`status` integer,
	`reply` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotent_request_key` ON `idempotent_request` (`user_id`,`key`);--> statement-breakpoint
CREATE TABLE `label_printer` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`printer_name` text COLLATE NOCASE NOT NULL,
	`model` text,
	`printer_type` text NOT NULL,
	`communication_type` text NOT NULL,
	`transmit_mode` text,
	`host_name` text NOT NULL,
	`port` text
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
CREATE INDEX `location_master_default_first` ON `location_master` (default_loc DESC,`location_cd`);--> statement-breakpoint
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
CREATE UNIQUE INDEX `system_parameters_key` ON `system_parameters` (`option`,`parameter_c`,`mfg_plant`);--> statement-breakpoint
CREATE TABLE `part_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`xref_id` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`box_label_format` text COLLATE NOCASE NOT NULL,
	`harness_label_format` text COLLATE NOCASE NOT NULL,
	`cust_group` text COLLATE NOCASE NOT NULL,
	`seq_no` text,
	`model_year` text,
	`back_kanban` text COLLATE NOCASE,
	`broadcast_cd` text COLLATE NOCASE,
	`color` text,
	`product_label` text,
	`short_part_no_print` text,
	`extra_info` text,
	`cust_design_level` text,
	`cust_desc` text,
	`pieces_per_box` integer NOT NULL,
	`release_no` text,
	FOREIGN KEY (`xref_id`) REFERENCES `xref`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plant_id`) REFERENCES `plant`(`plant_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_label_xref` ON `part_label` (`xref_id`);--> statement-breakpoint
CREATE TABLE `print_job` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`screen` text NOT NULL,
	`label_format` text COLLATE NOCASE,
	`sews_part_no` text COLLATE NOCASE,
	`sews_design_level` text COLLATE NOCASE,
	`printer_name` text COLLATE NOCASE NOT NULL,
	`user_id` text NOT NULL,
	`printed_at` text NOT NULL,
	`labels` integer NOT NULL,
	`copies` integer NOT NULL,
	`speed` integer NOT NULL,
	`first_serial` text COLLATE NOCASE,
	`last_serial` text COLLATE NOCASE,
	`bytes` integer NOT NULL,
	`state` text DEFAULT 'sent' NOT NULL,
	`reprint_of` integer,
	`reprint_reason` text,
	`reprint_note` text,
	`serials` text,
	`counter_start` integer,
	`printed_labels` integer DEFAULT 0 NOT NULL,
	`dots_per_mm` integer,
	`missing_of` integer,
	`missing_job` integer,
	`confirmed_by` text,
	`confirmed_at` text,
	`zpl` text,
	`message` text
);
--> statement-breakpoint
CREATE INDEX `print_job_plant_printed` ON `print_job` (`plant_id`,`printed_at`);--> statement-breakpoint
CREATE INDEX `print_job_printed` ON `print_job` (`printed_at`);--> statement-breakpoint
CREATE INDEX `print_job_first_serial` ON `print_job` (`first_serial`);--> statement-breakpoint
CREATE INDEX `print_job_state` ON `print_job` (`state`);--> statement-breakpoint
CREATE UNIQUE INDEX `print_job_missing_of` ON `print_job` (`missing_of`);--> statement-breakpoint
CREATE TABLE `printed_label` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`serial` text COLLATE NOCASE NOT NULL,
	`seq_no` integer,
	FOREIGN KEY (`job_id`) REFERENCES `print_job`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printed_label_serial` ON `printed_label` (`serial`);--> statement-breakpoint
CREATE INDEX `printed_label_job` ON `printed_label` (`job_id`);--> statement-breakpoint
CREATE TABLE `label_sequence` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`kind` text NOT NULL,
	`label_tp` text COLLATE NOCASE NOT NULL,
	`dtm` text NOT NULL,
	`last_seq_no` integer DEFAULT 0 NOT NULL,
	`last_seq_dtm` text,
	`machine_id` text,
	`status` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `label_sequence_key` ON `label_sequence` (`label_tp`);--> statement-breakpoint
CREATE INDEX `label_sequence_plant` ON `label_sequence` (`plant_id`);--> statement-breakpoint
CREATE TABLE `printer_status` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`printer_nm` text COLLATE NOCASE NOT NULL,
	`used_by` text,
	`user_ip` text,
	`modified_dt` text,
	`status` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printer_status_key` ON `printer_status` (`kind`,`printer_nm`);--> statement-breakpoint
CREATE TABLE `shipment_part` (
	`shipment_id` integer NOT NULL,
	`plant_id` text COLLATE NOCASE NOT NULL,
	`ship_date` text,
	`asn_number` text COLLATE NOCASE NOT NULL,
	`sews_part_no` text COLLATE NOCASE NOT NULL,
	`sews_design_level` text COLLATE NOCASE NOT NULL,
	`cust_part_no` text COLLATE NOCASE NOT NULL,
	`cust_design_level` text COLLATE NOCASE NOT NULL,
	`quantity` integer NOT NULL,
	`boxes` integer NOT NULL,
	PRIMARY KEY(`shipment_id`, `sews_part_no`, `sews_design_level`, `cust_part_no`, `cust_design_level`),
	FOREIGN KEY (`shipment_id`) REFERENCES `shipment`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_part_plant_ship_date` ON `shipment_part` (`plant_id`,`ship_date`,`asn_number`,`sews_part_no`,`sews_design_level`);--> statement-breakpoint
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