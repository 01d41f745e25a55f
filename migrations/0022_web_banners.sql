CREATE TABLE `web_banner_creatives` (
	`id` text PRIMARY KEY NOT NULL,
	`banner_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`object_key` text NOT NULL,
	FOREIGN KEY (`banner_id`) REFERENCES `web_banners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `web_banner_creatives_banner` ON `web_banner_creatives` (`banner_id`);--> statement-breakpoint
CREATE TABLE `web_banner_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`banner_id` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`comment` text,
	`user_id` integer,
	`by_support` integer DEFAULT false NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`banner_id`) REFERENCES `web_banners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `web_banner_events_banner` ON `web_banner_events` (`banner_id`,`at`);--> statement-breakpoint
CREATE TABLE `web_banner_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`object_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `web_banner_uploads_company` ON `web_banner_uploads` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `web_banners` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`flavour` text NOT NULL,
	`name` text NOT NULL,
	`target_url` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`status` text NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `web_banners_company` ON `web_banners` (`company_id`);