CREATE TABLE `entry_service_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`user_data` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`ready_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entry_service_jobs_company` ON `entry_service_jobs` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `portal_listings` (
	`company_id` text NOT NULL,
	`portal_id` text NOT NULL,
	`answer` text,
	`claim_status` text,
	`url` text,
	`checked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`company_id`, `portal_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `portal_rating_stats` (
	`company_id` text NOT NULL,
	`portal_id` text NOT NULL,
	`count` integer NOT NULL,
	`avg_score` real NOT NULL,
	PRIMARY KEY(`company_id`, `portal_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `companies` ADD `has_wkdb_signet` integer DEFAULT false NOT NULL;