CREATE TABLE `website_checks` (
	`website_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`checked_at` integer NOT NULL,
	`status` text NOT NULL,
	`result` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
