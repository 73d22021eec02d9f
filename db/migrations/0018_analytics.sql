-- Analytics (issue 27): raw events rolled up daily, daily totals kept two years, store report links.
CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`type` text NOT NULL,
	`catalog` integer DEFAULT 0 NOT NULL,
	`page` integer DEFAULT 0 NOT NULL,
	`offer` integer DEFAULT 0 NOT NULL,
	`store` integer DEFAULT 0 NOT NULL,
	`branch` integer DEFAULT 0 NOT NULL,
	`query` text DEFAULT '' NOT NULL,
	`lang` text DEFAULT '' NOT NULL,
	`emirate` text DEFAULT '' NOT NULL,
	`found` integer DEFAULT -1 NOT NULL,
	`count` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`day`, `type`, `catalog`, `page`, `offer`, `store`, `branch`, `query`, `lang`, `emirate`, `found`)
);
--> statement-breakpoint
CREATE INDEX `analytics_daily_store_idx` ON `analytics_daily` (`store`,`day`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`day` text NOT NULL,
	`at` integer NOT NULL,
	`visitor` text,
	`batch` integer,
	`catalog` integer,
	`page` integer,
	`offer` integer,
	`store` integer,
	`branch` integer,
	`query` text,
	`lang` text,
	`emirate` text,
	`found` integer,
	FOREIGN KEY (`visitor`) REFERENCES `visitor_sessions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `analytics_events_day_idx` ON `analytics_events` (`day`);--> statement-breakpoint
CREATE INDEX `analytics_events_visitor_idx` ON `analytics_events` (`visitor`);--> statement-breakpoint
CREATE TABLE `store_report_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_report_links_token_idx` ON `store_report_links` (`token`);--> statement-breakpoint
CREATE INDEX `store_report_links_store_idx` ON `store_report_links` (`store_id`);