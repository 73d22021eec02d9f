-- Arabic names for the emirates and categories that databases from before bilingual content
-- hold (they lived in the locale files); operators edit them from now on.
UPDATE `emirates` SET `name_ar` = CASE `slug`
  WHEN 'dubai' THEN 'دبي'
  WHEN 'abudhabi' THEN 'أبوظبي'
  WHEN 'sharjah' THEN 'الشارقة'
  WHEN 'ajman' THEN 'عجمان'
  WHEN 'fujairah' THEN 'الفجيرة'
  WHEN 'ras-al-khaimah' THEN 'رأس الخيمة'
  WHEN 'umm-al-quwain' THEN 'أم القيوين'
END WHERE `name_ar` IS NULL;
--> statement-breakpoint
UPDATE `categories` SET `name_ar` = CASE lower(`name`)
  WHEN 'supermarkets' THEN 'سوبرماركت'
  WHEN 'electronics' THEN 'الإلكترونيات'
  WHEN 'fashion' THEN 'الأزياء'
  WHEN 'home & furniture' THEN 'المنزل والأثاث'
  WHEN 'home & garden' THEN 'المنزل والحديقة'
  WHEN 'beauty & health' THEN 'الجمال والصحة'
  WHEN 'pharmacy' THEN 'الصيدليات'
  WHEN 'sports & outdoors' THEN 'الرياضة والهواء الطلق'
  WHEN 'toys & kids' THEN 'الألعاب والأطفال'
  WHEN 'toys & games' THEN 'الألعاب'
  WHEN 'jewelry & watches' THEN 'المجوهرات والساعات'
  WHEN 'jewelry & accessories' THEN 'المجوهرات والإكسسوارات'
  WHEN 'department stores' THEN 'المتاجر متعددة الأقسام'
  WHEN 'restaurants & cafes' THEN 'المطاعم والمقاهي'
  WHEN 'books & stationery' THEN 'الكتب والقرطاسية'
  WHEN 'books & media' THEN 'الكتب والوسائط'
  WHEN 'food & beverages' THEN 'الأطعمة والمشروبات'
  WHEN 'automotive' THEN 'السيارات'
  WHEN 'office supplies' THEN 'المستلزمات المكتبية'
  WHEN 'travel' THEN 'السفر'
END WHERE `name_ar` IS NULL;
--> statement-breakpoint
-- Full-text indexes of NORMALISED text (src/lib/normalize-text.ts), one row per source row
-- (rowid = its id), each column holding the English and Arabic text together. The
-- normaliser is JavaScript, so SQL cannot fill these: the triggers below only queue what
-- changed, and db/queries/search-index.ts writes the rows (right after every write through
-- db/queries, at start, after seeding, and before any search if something is still queued).
CREATE VIRTUAL TABLE `stores_fts` USING fts5(`name`, `description`, `category`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogs_fts` USING fts5(`title`, `description`, `store`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE VIRTUAL TABLE `blog_posts_fts` USING fts5(`title`, `excerpt`, `tags`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
-- Rows whose index entry must be (re)written: kind is 'store', 'catalog' or 'post'.
CREATE TABLE `search_queue` (
  `kind` text NOT NULL,
  `id` integer NOT NULL,
  PRIMARY KEY (`kind`, `id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `stores_search_insert` AFTER INSERT ON `stores` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('store', new.`id`);
END;
--> statement-breakpoint
-- A store's names are part of its catalogues' entries too.
CREATE TRIGGER `stores_search_update` AFTER UPDATE OF `name`, `name_ar`, `description`, `description_ar`, `category_id` ON `stores` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('store', new.`id`);
  INSERT OR IGNORE INTO `search_queue` SELECT 'catalog', `id` FROM `catalogs`
    WHERE `store_id` = new.`id` AND (old.`name` IS NOT new.`name` OR old.`name_ar` IS NOT new.`name_ar`);
END;
--> statement-breakpoint
CREATE TRIGGER `stores_search_delete` AFTER DELETE ON `stores` BEGIN
  DELETE FROM `stores_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `search_queue` WHERE `kind` = 'store' AND `id` = old.`id`;
END;
--> statement-breakpoint
-- A category's names are part of its stores' entries.
CREATE TRIGGER `categories_search_update` AFTER UPDATE OF `name`, `name_ar` ON `categories` BEGIN
  INSERT OR IGNORE INTO `search_queue` SELECT 'store', `id` FROM `stores` WHERE `category_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_search_insert` AFTER INSERT ON `catalogs` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('catalog', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_search_update` AFTER UPDATE OF `title`, `title_ar`, `description`, `description_ar`, `store_id` ON `catalogs` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('catalog', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogs_search_delete` AFTER DELETE ON `catalogs` BEGIN
  DELETE FROM `catalogs_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `search_queue` WHERE `kind` = 'catalog' AND `id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_insert` AFTER INSERT ON `blog_posts` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('post', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_update` AFTER UPDATE OF `title`, `title_ar`, `excerpt`, `excerpt_ar`, `tags`, `tags_ar`, `category` ON `blog_posts` BEGIN
  INSERT OR IGNORE INTO `search_queue` VALUES ('post', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_delete` AFTER DELETE ON `blog_posts` BEGIN
  DELETE FROM `blog_posts_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `search_queue` WHERE `kind` = 'post' AND `id` = old.`id`;
END;
--> statement-breakpoint
-- Everything already in the database is indexed when the app next opens it.
INSERT INTO `search_queue` SELECT 'store', `id` FROM `stores`;
--> statement-breakpoint
INSERT INTO `search_queue` SELECT 'catalog', `id` FROM `catalogs`;
--> statement-breakpoint
INSERT INTO `search_queue` SELECT 'post', `id` FROM `blog_posts`;
