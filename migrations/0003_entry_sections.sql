CREATE TABLE `entry_files` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`r2_key` text NOT NULL,
	`thumb_key` text,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`alt` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entry_files_company` ON `entry_files` (`company_id`,`kind`,`position`);--> statement-breakpoint
ALTER TABLE `entries` ADD `logo_key` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `legal_form` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `founding_year` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `employees` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `register_court` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `register_number` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `vat_id` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `opening_hours` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `payments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `customer_cards` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `online_presence` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `trades` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `search_keywords` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `service_features` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `product_features` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `service_area` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `entries` ADD `about_us` text;--> statement-breakpoint
ALTER TABLE `entries` ADD `b2b_codex_accepted_at` text;