-- One clock for freshness (design.md, "Freshness is the database's"). Every write to what
-- public pages and answers show bumps `version`, whoever makes it: the admin API, the CLI, a
-- seed, a catalogue becoming ready, another process. Caches compare against it
-- (db/content-clock.ts) instead of being emptied by hand. Visitor tables (sessions, activity,
-- earned achievements), admin accounts, login attempts, contact messages and the job queue's
-- progress have no trigger: they change on nearly every request and no public page shows them.
CREATE TABLE `content_clock` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_clock` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `categories_clock_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_clock_update` AFTER UPDATE ON `categories` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_clock_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `emirates_clock_insert` AFTER INSERT ON `emirates` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `emirates_clock_update` AFTER UPDATE ON `emirates` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `emirates_clock_delete` AFTER DELETE ON `emirates` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_clock_insert` AFTER INSERT ON `stores` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_clock_update` AFTER UPDATE ON `stores` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_clock_delete` AFTER DELETE ON `stores` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_insert` AFTER INSERT ON `branches` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_update` AFTER UPDATE ON `branches` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_delete` AFTER DELETE ON `branches` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_clock_insert` AFTER INSERT ON `catalogs` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_clock_update` AFTER UPDATE ON `catalogs` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_clock_delete` AFTER DELETE ON `catalogs` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_clock_insert` AFTER INSERT ON `blog_posts` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_clock_update` AFTER UPDATE ON `blog_posts` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_clock_delete` AFTER DELETE ON `blog_posts` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `achievements_clock_insert` AFTER INSERT ON `achievements` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `achievements_clock_update` AFTER UPDATE ON `achievements` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `achievements_clock_delete` AFTER DELETE ON `achievements` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `settings_clock_insert` AFTER INSERT ON `settings` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `settings_clock_update` AFTER UPDATE ON `settings` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `settings_clock_delete` AFTER DELETE ON `settings` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- A catalogue's pages are public only while its job is ready: the clock moves when a job becomes
-- ready or stops being ready (reprocessing, a failure), not at each page of progress.
CREATE TRIGGER `catalog_jobs_clock_insert` AFTER INSERT ON `catalog_jobs` WHEN new.`state` = 'ready' BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_clock_update` AFTER UPDATE OF `state`, `page_count`, `pdf_hash` ON `catalog_jobs`
  WHEN old.`state` = 'ready' OR new.`state` = 'ready' BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_clock_delete` AFTER DELETE ON `catalog_jobs` WHEN old.`state` = 'ready' BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_insert` AFTER INSERT ON `catalog_pages`
  WHEN EXISTS (SELECT 1 FROM `catalog_jobs` WHERE `catalog_id` = new.`catalog_id` AND `state` = 'ready') BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_update` AFTER UPDATE OF `text`, `width`, `height` ON `catalog_pages`
  WHEN EXISTS (SELECT 1 FROM `catalog_jobs` WHERE `catalog_id` = new.`catalog_id` AND `state` = 'ready') BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_delete` AFTER DELETE ON `catalog_pages`
  WHEN EXISTS (SELECT 1 FROM `catalog_jobs` WHERE `catalog_id` = old.`catalog_id` AND `state` = 'ready') BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
