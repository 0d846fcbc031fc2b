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
