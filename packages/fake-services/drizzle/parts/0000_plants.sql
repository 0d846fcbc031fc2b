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
