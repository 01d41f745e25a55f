CREATE TABLE `industries` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`search` text NOT NULL,
	`extra` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `industries_key_unique` ON `industries` (`key`);--> statement-breakpoint
CREATE TABLE `search_keyword_catalogue` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`search` text NOT NULL,
	`extra` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_keyword_catalogue_key_unique` ON `search_keyword_catalogue` (`key`);--> statement-breakpoint
CREATE TABLE `product_feature_catalogue` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`search` text NOT NULL,
	`extra` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_feature_catalogue_key_unique` ON `product_feature_catalogue` (`key`);--> statement-breakpoint
CREATE TABLE `service_area_cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`search` text NOT NULL,
	`extra` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_area_cities_key_unique` ON `service_area_cities` (`key`);