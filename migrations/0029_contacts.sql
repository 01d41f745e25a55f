ALTER TABLE `companies` ADD `contacts_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_persons` ADD `mobile` text;--> statement-breakpoint
ALTER TABLE `contact_persons` ADD `gets_invoices` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_persons` ADD `gets_product_news` integer DEFAULT false NOT NULL;