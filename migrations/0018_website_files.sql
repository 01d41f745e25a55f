CREATE TABLE `website_files` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`company_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`object_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `website_files_website` ON `website_files` (`website_id`);--> statement-breakpoint
ALTER TABLE `websites` ADD `keywords` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `keywords_version` integer DEFAULT 1 NOT NULL;