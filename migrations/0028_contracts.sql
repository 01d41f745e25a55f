CREATE TABLE `contracts` (
	`company_id` text PRIMARY KEY NOT NULL,
	`customer_number` text NOT NULL,
	`contract_number` text NOT NULL,
	`start_date` text NOT NULL,
	`minimum_term_months` integer DEFAULT 24 NOT NULL,
	`renewal_months` integer DEFAULT 12 NOT NULL,
	`notice_months` integer DEFAULT 3 NOT NULL,
	`contract_email` text NOT NULL,
	`billing_name` text NOT NULL,
	`billing_addition` text,
	`billing_street` text NOT NULL,
	`billing_zip_code` text NOT NULL,
	`billing_city` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` text DEFAULT '2024-01-01T00:00:00.000Z' NOT NULL,
	`payment_method` text DEFAULT 'INVOICE' NOT NULL,
	`iban` text,
	`account_holder` text,
	`mandate_reference` text,
	`mandate_signed_on` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `minimum_term_months` integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `renewal_months` integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `notice_months` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `price_cents` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancellation_received_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancellation_effective_on` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancellation_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancelled_by` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancelled_by_support` integer DEFAULT false NOT NULL;