-- A change refreshes only the pages that could show it (issue 28 item 1). A store's own details
-- (its description, contacts, picture, links) and its branches are shown by its own pages (store,
-- branches, catalogues) and by pages of no one store (home, lists, search), never by another
-- store's page: those show other stores only by name, slug, logo, category and standing (the
-- footer's featured stores, a catalogue page's compare lists). So an update of a store that leaves
-- all of those as they were, and a branch added or changed within its store, still move the clock,
-- and are recorded here with the version they made and their kind: a page cache that finds every
-- version since its pages were made recorded here (db/content-clock.ts, storesChangedBetween)
-- keeps other stores' pages fresh. Any other write moves the clock with no record, and every page
-- is stale, as before (a branch's slug, its move to another store, a deletion also move removals:
-- migration 0019). A new column of `stores` is a wide one unless a test is told otherwise
-- (db/content-changes.test.ts lists them all).
CREATE TABLE `content_changes` (
	`version` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('store', 'branch'))
);
--> statement-breakpoint
DROP TRIGGER `stores_clock_update`;
--> statement-breakpoint
CREATE TRIGGER `stores_clock_update` AFTER UPDATE ON `stores`
  WHEN NOT (old.`id` IS new.`id` AND old.`name` IS new.`name` AND old.`name_ar` IS new.`name_ar`
    AND old.`slug` IS new.`slug` AND old.`category_id` IS new.`category_id` AND old.`logo` IS new.`logo`
    AND old.`featured` IS new.`featured` AND old.`premium` IS new.`premium`) BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_clock_update_own` AFTER UPDATE ON `stores`
  WHEN old.`id` IS new.`id` AND old.`name` IS new.`name` AND old.`name_ar` IS new.`name_ar`
    AND old.`slug` IS new.`slug` AND old.`category_id` IS new.`category_id` AND old.`logo` IS new.`logo`
    AND old.`featured` IS new.`featured` AND old.`premium` IS new.`premium` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
  INSERT OR REPLACE INTO `content_changes` (`version`, `store_id`, `kind`)
    SELECT `version`, new.`id`, 'store' FROM `content_clock` WHERE `id` = 1;
  -- A cache a thousand changes behind takes every page for stale: the table stays small.
  DELETE FROM `content_changes` WHERE `version` <= (SELECT `version` FROM `content_clock` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER `branches_clock_update`;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_update` AFTER UPDATE ON `branches`
  WHEN old.`store_id` IS NOT new.`store_id` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_update_own` AFTER UPDATE ON `branches`
  WHEN old.`store_id` IS new.`store_id` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
  INSERT OR REPLACE INTO `content_changes` (`version`, `store_id`, `kind`)
    SELECT `version`, new.`store_id`, 'branch' FROM `content_clock` WHERE `id` = 1;
  DELETE FROM `content_changes` WHERE `version` <= (SELECT `version` FROM `content_clock` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER `branches_clock_insert`;
--> statement-breakpoint
CREATE TRIGGER `branches_clock_insert` AFTER INSERT ON `branches` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
  INSERT OR REPLACE INTO `content_changes` (`version`, `store_id`, `kind`)
    SELECT `version`, new.`store_id`, 'branch' FROM `content_clock` WHERE `id` = 1;
  DELETE FROM `content_changes` WHERE `version` <= (SELECT `version` FROM `content_clock` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
-- Which timeline the clock counts on (src/server/page-store.ts): pages kept on disk name the epoch
-- and version they were made under; another database (a new one, another site's backup) has
-- another epoch, and `restore` starts a new one, since after it the versions count again from the
-- backup's and would reach numbers that pages from the undone edits were made under.
ALTER TABLE `content_clock` ADD `epoch` text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE `content_clock` SET `epoch` = lower(hex(randomblob(8)));
