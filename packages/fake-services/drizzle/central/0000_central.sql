CREATE TABLE `domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text COLLATE NOCASE NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domains_name_unique` ON `domains` (`name`);--> statement-breakpoint
CREATE TABLE `favourite_servers` (
	`user_id` integer NOT NULL,
	`server_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `server_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `group_grants` (
	`group_code` text NOT NULL,
	`module` text NOT NULL,
	`screen` text NOT NULL,
	`can_read` integer NOT NULL,
	`can_create` integer NOT NULL,
	`can_update` integer NOT NULL,
	`can_delete` integer NOT NULL,
	PRIMARY KEY(`group_code`, `module`, `screen`),
	FOREIGN KEY (`group_code`) REFERENCES `groups`(`code`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `groups` (
	`code` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `servers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text COLLATE NOCASE NOT NULL,
	`zone` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`database_name` text NOT NULL,
	`environment` text NOT NULL,
	`version` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `servers_name_unique` ON `servers` (`name`);--> statement-breakpoint
CREATE TABLE `user_domains` (
	`user_id` integer NOT NULL,
	`server_id` integer NOT NULL,
	`domain_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `server_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`domain_id`) REFERENCES `domains`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text COLLATE NOCASE NOT NULL,
	`email` text COLLATE NOCASE NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`employee_code` text NOT NULL,
	`manager` text NOT NULL,
	`group_code` text NOT NULL,
	`language` text DEFAULT 'EN' NOT NULL,
	`password_hash` text NOT NULL,
	`password_expires_at` integer NOT NULL,
	`first_logon` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`group_code`) REFERENCES `groups`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);