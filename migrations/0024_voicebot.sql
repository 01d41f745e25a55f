CREATE TABLE `voicebot_calls` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`started_at` text NOT NULL,
	`caller_number` text NOT NULL,
	`outcome` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`reason` text,
	`reason_text` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `voicebot_calls_company` ON `voicebot_calls` (`company_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `voicebot_contracts` (
	`company_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`phone_number` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voicebot_contracts_token_unique` ON `voicebot_contracts` (`token`);