CREATE TABLE `geo_places` (
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`city_key` text NOT NULL,
	`city_fold` text NOT NULL,
	PRIMARY KEY(`zip_code`, `city`)
);
--> statement-breakpoint
CREATE INDEX `geo_places_city_key` ON `geo_places` (`city_key`);--> statement-breakpoint
CREATE INDEX `geo_places_city_fold` ON `geo_places` (`city_fold`);--> statement-breakpoint
CREATE TABLE `geo_streets` (
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`street` text NOT NULL,
	`street_key` text NOT NULL,
	`street_fold` text NOT NULL,
	PRIMARY KEY(`zip_code`, `street`)
);
--> statement-breakpoint
CREATE INDEX `geo_streets_zip_key` ON `geo_streets` (`zip_code`,`street_key`);--> statement-breakpoint
CREATE INDEX `geo_streets_key` ON `geo_streets` (`street_key`);