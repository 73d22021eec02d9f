CREATE TABLE `catalog_pages_next` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`catalog_id` integer NOT NULL,
	`page` integer NOT NULL,
	`text` text NOT NULL,
	`text_source` text DEFAULT 'text' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`search_body` text,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_pages_next_catalog_page_unique` ON `catalog_pages_next` (`catalog_id`,`page`);--> statement-breakpoint
ALTER TABLE `catalog_jobs` ADD `live_hash` text;--> statement-breakpoint
ALTER TABLE `catalog_jobs` ADD `live_pages` integer;--> statement-breakpoint
CREATE INDEX `catalog_jobs_live_hash_idx` ON `catalog_jobs` (`live_hash`);--> statement-breakpoint
-- Pages served apart from the run in progress (db/schema/catalogs.ts): catalog_pages holds only
-- what shoppers see, of catalog_jobs.live_hash; runs write catalog_pages_next and swap it in.
-- The clock triggers of 0004 keyed on state = 'ready' no longer fit (a catalogue being
-- processed again is still served): they go, and the clock moves when what is served changes.
DROP TRIGGER `catalog_jobs_clock_insert`;
--> statement-breakpoint
DROP TRIGGER `catalog_jobs_clock_update`;
--> statement-breakpoint
DROP TRIGGER `catalog_jobs_clock_delete`;
--> statement-breakpoint
DROP TRIGGER `catalog_pages_clock_insert`;
--> statement-breakpoint
DROP TRIGGER `catalog_pages_clock_update`;
--> statement-breakpoint
DROP TRIGGER `catalog_pages_clock_delete`;
--> statement-breakpoint
-- Ready catalogues are served as they are; pages of jobs not ready yet (cut short, or waiting
-- for a retry) are a run's work in progress, moved aside so the run resumes after them.
UPDATE `catalog_jobs` SET `live_hash` = `pdf_hash`, `live_pages` = `page_count` WHERE `state` = 'ready';
--> statement-breakpoint
INSERT INTO `catalog_pages_next` (`catalog_id`, `page`, `text`, `text_source`, `width`, `height`)
  SELECT `catalog_id`, `page`, `text`, `text_source`, `width`, `height` FROM `catalog_pages`
  WHERE `catalog_id` NOT IN (SELECT `catalog_id` FROM `catalog_jobs` WHERE `live_hash` IS NOT NULL);
--> statement-breakpoint
DELETE FROM `catalog_pages`
  WHERE `catalog_id` NOT IN (SELECT `catalog_id` FROM `catalog_jobs` WHERE `live_hash` IS NOT NULL);
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_clock_insert` AFTER INSERT ON `catalog_jobs` WHEN new.`live_hash` IS NOT NULL BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_clock_update` AFTER UPDATE OF `live_hash`, `live_pages` ON `catalog_jobs`
  WHEN old.`live_hash` IS NOT new.`live_hash` OR old.`live_pages` IS NOT new.`live_pages` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_clock_delete` AFTER DELETE ON `catalog_jobs` WHEN old.`live_hash` IS NOT NULL BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- Every row of catalog_pages is served, so every change to it moves the clock; a run's staged
-- pages (catalog_pages_next) do not.
CREATE TRIGGER `catalog_pages_clock_insert` AFTER INSERT ON `catalog_pages` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_update` AFTER UPDATE OF `text`, `text_source`, `width`, `height` ON `catalog_pages` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_delete` AFTER DELETE ON `catalog_pages` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- A new file still takes the old pages down at once, live and staged: they describe another
-- file. (INSERT OR REPLACE starts the job row afresh, live_hash and live_pages null.)
DROP TRIGGER `catalogs_job_file_change`;
--> statement-breakpoint
CREATE TRIGGER `catalogs_job_file_change` AFTER UPDATE OF `file_url` ON `catalogs`
  WHEN old.`file_url` IS NOT new.`file_url` BEGIN
  DELETE FROM `catalog_pages` WHERE `catalog_id` = new.`id`;
  DELETE FROM `catalog_pages_next` WHERE `catalog_id` = new.`id`;
  INSERT OR REPLACE INTO `catalog_jobs` (`catalog_id`, `file_url`) VALUES (new.`id`, new.`file_url`);
END;
