CREATE TABLE `tv_banners` (
	`external_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`location` text NOT NULL,
	`screen` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`binary_master_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`binary_master_id`) REFERENCES `tv_creatives`(`binary_master_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tv_banners_company` ON `tv_banners` (`company_id`);--> statement-breakpoint
CREATE TABLE `tv_creative_approvals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`binary_master_id` text NOT NULL,
	`party` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`user_id` integer,
	`user_name` text,
	`support_staff` integer DEFAULT false NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`binary_master_id`) REFERENCES `tv_creatives`(`binary_master_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tv_creative_approvals_creative` ON `tv_creative_approvals` (`binary_master_id`,`at`);--> statement-breakpoint
CREATE TABLE `tv_creatives` (
	`binary_master_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`title` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`video_key` text NOT NULL,
	`poster_key` text NOT NULL,
	`customer_approval_status` text DEFAULT 'UNVERIFIED' NOT NULL,
	`customer_reason` text,
	`partner_approval_status` text DEFAULT 'UNVERIFIED' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tv_creatives_company` ON `tv_creatives` (`company_id`);