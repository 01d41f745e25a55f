CREATE TABLE `external_connections` (
	`company_id` text NOT NULL,
	`service` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`expires_at` text,
	`connected_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`google_account_id` text,
	`google_location_id` text,
	`location_title` text,
	`externally_confirmed` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`company_id`, `service`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `oauth_pending` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`service` text NOT NULL,
	`code_verifier` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
