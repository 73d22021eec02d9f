CREATE TABLE `shopping_list_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer,
	`catalog_id` integer,
	`page` integer,
	`name` text NOT NULL,
	`name_ar` text,
	`price` real,
	`offer_quantity` integer,
	`unit` text,
	`store_name` text,
	`store_name_ar` text,
	`store_slug` text,
	`valid_until` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`note` text,
	`ticked` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`name_key` text GENERATED ALWAYS AS (nullif(replace(replace(replace(replace(lower(trim(name)), ' ', ''), ' ', ''), '-', ''), '×', 'x'), '')) VIRTUAL,
	`name_ar_letters` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(name_ar)), ' ', ''), ' ', ''), '-', ''), '×', 'x'), 'ـ', ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ة', 'ه'), 'ى', 'ي')) VIRTUAL,
	`name_ar_key` text GENERATED ALWAYS AS (nullif(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_ar_letters, '٠', '0'), '١', '1'), '٢', '2'), '٣', '3'), '٤', '4'), '٥', '5'), '٦', '6'), '٧', '7'), '٨', '8'), '٩', '9'), '')) VIRTUAL,
	FOREIGN KEY (`list_id`) REFERENCES `shopping_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `catalog_offers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shopping_list_items_list_idx` ON `shopping_list_items` (`list_id`);--> statement-breakpoint
CREATE INDEX `shopping_list_items_offer_idx` ON `shopping_list_items` (`offer_id`);--> statement-breakpoint
CREATE TABLE `shopping_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`name` text NOT NULL,
	`share_token` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `visitor_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_lists_session_idx` ON `shopping_lists` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_lists_share_idx` ON `shopping_lists` (`share_token`);