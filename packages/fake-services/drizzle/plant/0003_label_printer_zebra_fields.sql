PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_label_printer` (
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
INSERT INTO `__new_label_printer`("id", "printer_name", "model", "printer_type", "communication_type", "transmit_mode", "host_name", "port") SELECT "id", "printer_name", "model", "printer_type", "communication_type", "transmit_mode", "host_name", "port" FROM `label_printer`;--> statement-breakpoint
DROP TABLE `label_printer`;--> statement-breakpoint
ALTER TABLE `__new_label_printer` RENAME TO `label_printer`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `label_printer_printer_name_unique` ON `label_printer` (`printer_name`);