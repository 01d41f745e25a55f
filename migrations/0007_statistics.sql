CREATE TABLE `entry_statistics` (
	`company_id` text NOT NULL,
	`day` text NOT NULL,
	`impressions` integer NOT NULL,
	`views` integer NOT NULL,
	`clicks` integer NOT NULL,
	`desktop` integer NOT NULL,
	`mobile` integer NOT NULL,
	`tablet` integer NOT NULL,
	`local` integer NOT NULL,
	`nearby` integer NOT NULL,
	`far` integer NOT NULL,
	`unknown` integer NOT NULL,
	PRIMARY KEY(`company_id`, `day`)
);
