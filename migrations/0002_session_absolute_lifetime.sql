ALTER TABLE `sessions` ADD `absolute_expires_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- sessions that exist already end 12 hours after they began (spec §9 refresh TTL aside)
UPDATE `sessions` SET `absolute_expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+12 hours');
