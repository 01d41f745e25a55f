CREATE TABLE `leads` (
	`external_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`type` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`requester_name` text NOT NULL,
	`requester_email` text NOT NULL,
	`requester_phone` text,
	`created_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by` text,
	`accepted_by_staff` integer DEFAULT false NOT NULL,
	`answered_at` text,
	`job_title` text,
	`job_closed_on` text,
	`delete_on` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leads_company_created` ON `leads` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_company_type_created` ON `leads` (`company_id`,`type`,`created_at`);