CREATE TABLE `secretarial_calls` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`started_at` text NOT NULL,
	`caller_number` text NOT NULL,
	`caller_name` text,
	`concern` text NOT NULL,
	`message` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `secretarial_calls_company` ON `secretarial_calls` (`company_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `secretarial_contracts` (
	`company_id` text PRIMARY KEY NOT NULL,
	`service_number` text NOT NULL,
	`included_minutes` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
