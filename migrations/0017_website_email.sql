CREATE TABLE `website_contact_changes` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`company_id` text NOT NULL,
	`new_email` text NOT NULL,
	`requested_by` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `website_contact_changes_website_id_unique` ON `website_contact_changes` (`website_id`);--> statement-breakpoint
CREATE TABLE `website_mailboxes` (
	`id` text PRIMARY KEY NOT NULL,
	`website_id` text NOT NULL,
	`address` text NOT NULL,
	`quota_mb` integer NOT NULL,
	`used_mb` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `website_mailboxes_website` ON `website_mailboxes` (`website_id`);--> statement-breakpoint
ALTER TABLE `websites` ADD `contact_email` text;