CREATE TABLE `sea_accounts` (
	`company_id` text PRIMARY KEY NOT NULL,
	`adplorer_company_id` text NOT NULL,
	`monthly_budget_cents` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sea_accounts_adplorer_company_id_unique` ON `sea_accounts` (`adplorer_company_id`);--> statement-breakpoint
CREATE TABLE `sea_ad_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`adplorer_company_id` text NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sea_ad_groups_account` ON `sea_ad_groups` (`adplorer_company_id`);--> statement-breakpoint
CREATE TABLE `sea_campaign_days` (
	`campaign_id` text NOT NULL,
	`day` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`conversions` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `day`),
	FOREIGN KEY (`campaign_id`) REFERENCES `sea_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sea_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`ad_group_id` text NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`ad_group_id`) REFERENCES `sea_ad_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sea_campaigns_group` ON `sea_campaigns` (`ad_group_id`);