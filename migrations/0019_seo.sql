CREATE TABLE `seo_keywords` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`keyword` text NOT NULL,
	`city` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seo_keywords_company` ON `seo_keywords` (`company_id`,`position`);--> statement-breakpoint
CREATE TABLE `seo_rankings` (
	`keyword_id` integer NOT NULL,
	`day` text NOT NULL,
	`position` integer,
	PRIMARY KEY(`keyword_id`, `day`),
	FOREIGN KEY (`keyword_id`) REFERENCES `seo_keywords`(`id`) ON UPDATE no action ON DELETE cascade
);
