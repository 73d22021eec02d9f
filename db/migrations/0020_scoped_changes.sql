-- A change refreshes only the pages that could show it (issue 28 item 1). A store's own details
-- (its description, contacts, picture, links) are shown by its own pages (store, branches,
-- catalogues) and by pages of no one store (home, lists, search), never by another store's page:
-- those show other stores only by name, slug, logo, category and standing (the footer's featured
-- stores, a catalogue page's compare lists). So an update of a store that leaves all of those as
-- they were still moves the clock, and is recorded here with the version it made: a page cache
-- that finds every version since its pages were made recorded here (db/content-clock.ts,
-- storesChangedBetween) keeps other stores' pages fresh. Any other write moves the clock with no
-- record, and every page is stale, as before. A new column of `stores` is a wide one unless a
-- test is told otherwise (db/content-changes.test.ts lists them all).
CREATE TABLE `content_changes` (
	`version` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL
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
  INSERT OR REPLACE INTO `content_changes` (`version`, `store_id`)
    SELECT `version`, new.`id` FROM `content_clock` WHERE `id` = 1;
  -- A cache a thousand changes behind takes every page for stale: the table stays small.
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
