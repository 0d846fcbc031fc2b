CREATE TABLE `company_plants` (
	`plant_id` text COLLATE NOCASE PRIMARY KEY NOT NULL,
	`server_name` text COLLATE NOCASE NOT NULL,
	FOREIGN KEY (`server_name`) REFERENCES `servers`(`name`) ON UPDATE no action ON DELETE cascade
);
