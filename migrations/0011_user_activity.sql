CREATE TABLE `latest_searches` (
	`user_id` integer NOT NULL,
	`timestamp` integer NOT NULL,
	`what` text NOT NULL,
	`where` text,
	PRIMARY KEY(`user_id`, `timestamp`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ratings` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`entry_id` text NOT NULL,
	`entry_name` text NOT NULL,
	`entry_city` text,
	`rating_text` text NOT NULL,
	`stars` integer NOT NULL,
	`created_at` text NOT NULL,
	`update_date` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ratings_user` ON `ratings` (`user_id`,`update_date`);--> statement-breakpoint
CREATE TABLE `recently_viewed` (
	`user_id` integer NOT NULL,
	`timestamp` integer NOT NULL,
	`sequence_number` integer NOT NULL,
	`entry_id` text NOT NULL,
	`entry_name` text NOT NULL,
	`entry_city` text,
	PRIMARY KEY(`user_id`, `timestamp`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
