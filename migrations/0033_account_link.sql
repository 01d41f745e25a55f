CREATE TABLE `account_link_funnels` (
	`ref_hash` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`customer_number` text NOT NULL,
	`person` text,
	`step` text DEFAULT 'start' NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`spent_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `account_link_funnels_company` ON `account_link_funnels` (`company_id`);