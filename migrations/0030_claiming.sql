CREATE TABLE `claim_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_events_company` ON `claim_events` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `claim_funnels` (
	`ref_hash` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` integer,
	`person` text,
	`step` text DEFAULT 'start' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`spent_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_funnels_company` ON `claim_funnels` (`company_id`);--> statement-breakpoint
CREATE TABLE `claim_locks` (
	`company_id` text PRIMARY KEY NOT NULL,
	`hold_reason` text,
	`partner` text,
	`since` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `claim_seals_used` (
	`nonce` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`used_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `claims` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`ref_hash` text NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'verifying' NOT NULL,
	`secret_hash` text,
	`address` text,
	`expires_at` text NOT NULL,
	`wrong_tries` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claims_company` ON `claims` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `claims_user` ON `claims` (`user_id`);