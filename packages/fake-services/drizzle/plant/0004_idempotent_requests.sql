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
CREATE UNIQUE INDEX `idempotent_request_key` ON `idempotent_request` (`user_id`,`key`);