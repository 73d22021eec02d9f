CREATE TABLE `catalog_jobs` (
	`catalog_id` integer PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`file_url` text NOT NULL,
	`pdf_hash` text,
	`page_count` integer,
	`pages_done` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`run_after` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_jobs_due_idx` ON `catalog_jobs` (`state`,`run_after`);--> statement-breakpoint
CREATE INDEX `catalog_jobs_hash_idx` ON `catalog_jobs` (`pdf_hash`);--> statement-breakpoint
CREATE TABLE `catalog_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`catalog_id` integer NOT NULL,
	`page` integer NOT NULL,
	`text` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_pages_catalog_page_unique` ON `catalog_pages` (`catalog_id`,`page`);--> statement-breakpoint
-- Page text, normalised like the other indexes (src/lib/normalize-text.ts), with the
-- catalogue's title and store name beside it so "carrefour milk" finds a Carrefour page;
-- rowid = catalog_pages.id. Written by db/queries/search-index.ts from search_queue.
CREATE VIRTUAL TABLE `catalog_pages_fts` USING fts5(`body`, `title`, `store`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_search_insert` AFTER INSERT ON `catalog_pages` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('page', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_search_update` AFTER UPDATE OF `text` ON `catalog_pages` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('page', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_search_delete` AFTER DELETE ON `catalog_pages` BEGIN
  DELETE FROM `catalog_pages_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `search_queue` WHERE `kind` = 'page' AND `id` = old.`id`;
END;
--> statement-breakpoint
-- Every catalogue, however it is written, gets a processing job; a new PDF starts it afresh
-- and drops the old PDF's pages (their text no longer describes the file).
CREATE TRIGGER `catalogs_job_insert` AFTER INSERT ON `catalogs` BEGIN
  INSERT OR REPLACE INTO `catalog_jobs` (`catalog_id`, `file_url`) VALUES (new.`id`, new.`file_url`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_job_file_change` AFTER UPDATE OF `file_url` ON `catalogs`
  WHEN old.`file_url` IS NOT new.`file_url` BEGIN
  DELETE FROM `catalog_pages` WHERE `catalog_id` = new.`id`;
  INSERT OR REPLACE INTO `catalog_jobs` (`catalog_id`, `file_url`) VALUES (new.`id`, new.`file_url`);
END;
--> statement-breakpoint
INSERT INTO `catalog_jobs` (`catalog_id`, `file_url`) SELECT `id`, `file_url` FROM `catalogs`;
