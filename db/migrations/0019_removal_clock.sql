-- Removals move a second hand of the freshness clock (db/content-clock.ts). The page cache keeps
-- serving a page, marked stale, while it is rendered again after an ordinary edit (a store's
-- name, a catalogue's title: src/server/page-cache.ts). A change that can turn a page into a
-- 404, a 410 or a redirect must not: a deleted store's page would stay a 200 until refreshed.
-- Those changes bump `removals` too, and a cache drops every page when it moves: deletions,
-- a slug changing (the old address redirects), a branch moving to another store, a post's
-- status, languages or date, a catalogue's dates (it may end, or not have begun), and a
-- catalogue becoming hidden or shown (migration 0013's rule).
ALTER TABLE `content_clock` ADD `removals` integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TRIGGER `categories_removal_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `emirates_removal_delete` AFTER DELETE ON `emirates` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_removal_delete` AFTER DELETE ON `stores` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_removal_delete` AFTER DELETE ON `branches` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_removal_delete` AFTER DELETE ON `catalogs` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_removal_delete` AFTER DELETE ON `blog_posts` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_removal_delete` AFTER DELETE ON `catalog_pages` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_offers_removal_delete` AFTER DELETE ON `catalog_offers` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_removal_delete` AFTER DELETE ON `catalog_jobs`
  WHEN old.`live_hash` IS NOT NULL BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_removal_slug` AFTER UPDATE OF `slug` ON `categories`
  WHEN old.`slug` IS NOT new.`slug` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `emirates_removal_slug` AFTER UPDATE OF `slug` ON `emirates`
  WHEN old.`slug` IS NOT new.`slug` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_removal_slug` AFTER UPDATE OF `slug` ON `stores`
  WHEN old.`slug` IS NOT new.`slug` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_removal_move` AFTER UPDATE OF `slug`, `store_id` ON `branches`
  WHEN old.`slug` IS NOT new.`slug` OR old.`store_id` IS NOT new.`store_id` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_removal_publish` AFTER UPDATE OF `slug`, `status`, `languages`, `publish_date` ON `blog_posts`
  WHEN old.`slug` IS NOT new.`slug` OR old.`status` IS NOT new.`status` OR old.`languages` IS NOT new.`languages` OR old.`publish_date` IS NOT new.`publish_date` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_removal_dates` AFTER UPDATE OF `start_date`, `expiry_date`, `store_id` ON `catalogs`
  WHEN old.`start_date` IS NOT new.`start_date` OR old.`expiry_date` IS NOT new.`expiry_date` OR old.`store_id` IS NOT new.`store_id` BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_jobs_removal_hidden` AFTER UPDATE OF `state`, `live_hash` ON `catalog_jobs`
  WHEN (old.`state` = 'failed' AND old.`live_hash` IS NULL) IS NOT (new.`state` = 'failed' AND new.`live_hash` IS NULL) BEGIN
  UPDATE `content_clock` SET `removals` = `removals` + 1;
END;
