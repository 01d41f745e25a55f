CREATE TABLE `tracking_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` text,
	`kind` text NOT NULL,
	`section` text,
	`data` text,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tracking_events_user` ON `tracking_events` (`user_id`);--> statement-breakpoint
CREATE INDEX `tracking_events_recorded` ON `tracking_events` (`recorded_at`);--> statement-breakpoint
CREATE INDEX `tracking_events_section` ON `tracking_events` (`kind`,`section`);