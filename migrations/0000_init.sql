CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`staff_user_id` integer NOT NULL,
	`company_id` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_company` ON `audit_log` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`street` text,
	`zip_code` text,
	`city` text,
	`phone` text,
	`claimed_by` text,
	`claimed_last_update` text,
	`is_published_on_cleverb2b` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_persons` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`salutation` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`phone` text,
	`position` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`login` text NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_login` ON `login_attempts` (`login`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`code` text PRIMARY KEY NOT NULL,
	`headline` text NOT NULL,
	`text` text NOT NULL,
	`button_text` text NOT NULL,
	`button_link` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`acting_company_id` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`stock_keeping_unit` text NOT NULL,
	`status` text NOT NULL,
	`start_date` text,
	`end_date` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_company` ON `subscriptions` (`company_id`);--> statement-breakpoint
CREATE TABLE `user_companies` (
	`user_id` integer NOT NULL,
	`company_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_companies_company` ON `user_companies` (`company_id`);--> statement-breakpoint
CREATE TABLE `user_notifications` (
	`user_id` integer NOT NULL,
	`code` text NOT NULL,
	`recorded_at` text NOT NULL,
	`read_at` text,
	PRIMARY KEY(`user_id`, `code`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`login` text NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`profile_image` text,
	`last_login` text,
	`user_notification_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_unique` ON `users` (`login`);