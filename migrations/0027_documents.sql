CREATE TABLE `document_lines` (
	`document_number` text NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`sku` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_net_cents` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`tax_rate` integer NOT NULL,
	`period_from` text NOT NULL,
	`period_to` text NOT NULL,
	PRIMARY KEY(`document_number`, `position`),
	FOREIGN KEY (`document_number`) REFERENCES `documents`(`number`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`number` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`source` text NOT NULL,
	`type` text NOT NULL,
	`issued_on` text NOT NULL,
	`period_from` text NOT NULL,
	`period_to` text NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_street` text NOT NULL,
	`buyer_zip_code` text NOT NULL,
	`buyer_city` text NOT NULL,
	`buyer_email` text NOT NULL,
	`buyer_reference` text NOT NULL,
	`refers_to` text,
	`note` text,
	`net_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`gross_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `documents_company` ON `documents` (`company_id`,`issued_on`);