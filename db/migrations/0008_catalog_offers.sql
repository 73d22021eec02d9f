CREATE TABLE `catalog_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`catalog_id` integer NOT NULL,
	`page` integer NOT NULL,
	`name` text,
	`name_ar` text,
	`price` real NOT NULL,
	`was` real,
	`unit` text,
	`quantity` integer,
	`size` text,
	`box_x` real NOT NULL,
	`box_y` real NOT NULL,
	`box_width` real NOT NULL,
	`box_height` real NOT NULL,
	`source` text DEFAULT 'auto' NOT NULL,
	`edited` integer DEFAULT false NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_offers_catalog_page_idx` ON `catalog_offers` (`catalog_id`,`page`);--> statement-breakpoint
ALTER TABLE `catalog_pages_next` ADD `offers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Every row of catalog_offers is served (hidden ones are not shown, but their change is one):
-- any change moves the content clock.
CREATE TRIGGER `catalog_offers_clock_insert` AFTER INSERT ON `catalog_offers` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_offers_clock_update` AFTER UPDATE ON `catalog_offers` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_offers_clock_delete` AFTER DELETE ON `catalog_offers` BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- A new file takes the old offers down with the old pages, the operator's too: they describe
-- another file.
DROP TRIGGER `catalogs_job_file_change`;
--> statement-breakpoint
CREATE TRIGGER `catalogs_job_file_change` AFTER UPDATE OF `file_url` ON `catalogs`
  WHEN old.`file_url` IS NOT new.`file_url` BEGIN
  DELETE FROM `catalog_pages` WHERE `catalog_id` = new.`id`;
  DELETE FROM `catalog_pages_next` WHERE `catalog_id` = new.`id`;
  DELETE FROM `catalog_offers` WHERE `catalog_id` = new.`id`;
  INSERT OR REPLACE INTO `catalog_jobs` (`catalog_id`, `file_url`) VALUES (new.`id`, new.`file_url`);
END;
