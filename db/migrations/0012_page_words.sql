ALTER TABLE `catalog_pages` ADD `words` text;--> statement-breakpoint
ALTER TABLE `catalog_pages_next` ADD `words` text;--> statement-breakpoint
-- Each page's words with their boxes (src/lib/stored-words.ts), for highlighting a search's hits
-- on the page image; staged with the page and swapped in with it (catalog-page-swap.ts). Pages
-- stored before have none (null) until processed again or `uae-deals catalogs extract-offers`
-- reads them. Words written over a served page change what it shows: the clock moves for them too.
DROP TRIGGER `catalog_pages_clock_update`;
--> statement-breakpoint
CREATE TRIGGER `catalog_pages_clock_update` AFTER UPDATE OF `text`, `text_source`, `width`, `height`, `words` ON `catalog_pages` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
