CREATE TABLE `claim_reminders` (
	`company_id` text NOT NULL,
	`claimed_last_update` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`company_id`, `claimed_last_update`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `claim_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`claimant_id` integer NOT NULL,
	`owner_id` integer,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`window_ends_at` text NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claimant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_requests_token_hash_unique` ON `claim_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `claim_requests_company` ON `claim_requests` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `claim_requests_claimant` ON `claim_requests` (`claimant_id`);