CREATE TABLE `company_ratings` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`portal` text NOT NULL,
	`author_name` text NOT NULL,
	`stars` integer NOT NULL,
	`text` text NOT NULL,
	`rated_at` text NOT NULL,
	`state` text NOT NULL,
	`answer_text` text,
	`answered_at` text,
	`answered_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `company_ratings_company` ON `company_ratings` (`company_id`,`rated_at`);--> statement-breakpoint
CREATE INDEX `company_ratings_portal` ON `company_ratings` (`company_id`,`portal`,`rated_at`);--> statement-breakpoint
CREATE TABLE `partner_profiles` (
	`company_id` text NOT NULL,
	`source_id` text NOT NULL,
	`url` text NOT NULL,
	`added_by` integer,
	`added_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`company_id`, `source_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `portal_error_reports` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`portal` text NOT NULL,
	`wrong_value` text NOT NULL,
	`right_value` text NOT NULL,
	`state` text DEFAULT 'RECEIVED' NOT NULL,
	`decision_reason` text,
	`created_by` integer,
	`by_support` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `portal_error_reports_company` ON `portal_error_reports` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `rating_reports` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`rating_id` integer NOT NULL,
	`reason` text NOT NULL,
	`explanation` text NOT NULL,
	`reporter_name` text NOT NULL,
	`reporter_address` text NOT NULL,
	`reporter_email` text NOT NULL,
	`good_faith` integer NOT NULL,
	`state` text DEFAULT 'RECEIVED' NOT NULL,
	`decision_reason` text,
	`created_by` integer,
	`by_support` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rating_id`) REFERENCES `company_ratings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `rating_reports_company` ON `rating_reports` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `rating_reports_rating` ON `rating_reports` (`rating_id`);