-- Offers in search (issue 23): each offer shoppers see, its English and Arabic names normalised
-- like the other indexes (src/lib/normalize-text.ts), with its catalogue's title and store name
-- beside them so "carrefour milk" finds Carrefour's milk; rowid = catalog_offers.id. Written by
-- db/queries/search-index.ts from search_queue (kind 'offer'); a hidden offer (one an operator
-- deleted) has no entry.
CREATE VIRTUAL TABLE `catalog_offers_fts` USING fts5(`name`, `title`, `store`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE TRIGGER `catalog_offers_search_insert` AFTER INSERT ON `catalog_offers` WHEN new.`hidden` = 0 BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('offer', new.`id`);
END;
--> statement-breakpoint
-- Hiding an offer queues it too: the writer then removes its entry (and showing it again restores it).
CREATE TRIGGER `catalog_offers_search_update` AFTER UPDATE OF `name`, `name_ar`, `hidden`, `catalog_id` ON `catalog_offers` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('offer', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_offers_search_delete` AFTER DELETE ON `catalog_offers` BEGIN
  DELETE FROM `catalog_offers_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `search_queue` WHERE `kind` = 'offer' AND `id` = old.`id`;
END;
--> statement-breakpoint
-- The offers already stored are indexed when the app next opens the database.
INSERT INTO `search_queue` SELECT 'offer', `id` FROM `catalog_offers` WHERE `hidden` = 0;
