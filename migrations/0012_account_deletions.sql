CREATE TABLE `account_deletions` (
	`id` integer PRIMARY KEY NOT NULL,
	`deleted_on` text NOT NULL,
	`reason` text NOT NULL,
	`custom_text` text
);
