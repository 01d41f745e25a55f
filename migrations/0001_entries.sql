CREATE TABLE `entries` (
	`company_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`company_name` text NOT NULL,
	`shipping_street` text,
	`zip_code` text,
	`city` text,
	`phone` text,
	`mobile` text,
	`fax` text,
	`email` text,
	`slogan` text,
	`logo_url` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
