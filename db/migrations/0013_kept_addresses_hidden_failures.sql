CREATE TABLE `branch_slug_redirects` (
	`store_id` integer NOT NULL,
	`slug` text NOT NULL,
	`branch_id` integer NOT NULL,
	PRIMARY KEY(`store_id`, `slug`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branch_slug_redirects_branch_idx` ON `branch_slug_redirects` (`branch_id`);--> statement-breakpoint
CREATE TABLE `post_slug_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_slug_redirects_post_idx` ON `post_slug_redirects` (`post_id`);--> statement-breakpoint
CREATE TABLE `store_slug_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `store_slug_redirects_store_idx` ON `store_slug_redirects` (`store_id`);--> statement-breakpoint
-- Earlier slugs (db/schema/slug-redirects.ts), kept by triggers so every writer keeps them: a
-- changed slug is recorded as leading to its record, and a slug given to a record stops being
-- anyone's redirect (a current address is never also a redirect).
CREATE TRIGGER `stores_slug_kept` AFTER UPDATE OF `slug` ON `stores` WHEN old.`slug` IS NOT new.`slug` BEGIN
  INSERT INTO `store_slug_redirects` (`slug`, `store_id`) VALUES (old.`slug`, new.`id`)
    ON CONFLICT (`slug`) DO UPDATE SET `store_id` = excluded.`store_id`;
  DELETE FROM `store_slug_redirects` WHERE `slug` = new.`slug`;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_slug_claimed` AFTER INSERT ON `stores` BEGIN
  DELETE FROM `store_slug_redirects` WHERE `slug` = new.`slug`;
END;
--> statement-breakpoint
-- A branch's address is its store's slug and its own: moving it to another store keeps the old one too.
CREATE TRIGGER `branches_slug_kept` AFTER UPDATE OF `slug`, `store_id` ON `branches`
  WHEN old.`slug` IS NOT new.`slug` OR old.`store_id` IS NOT new.`store_id` BEGIN
  INSERT INTO `branch_slug_redirects` (`store_id`, `slug`, `branch_id`) VALUES (old.`store_id`, old.`slug`, new.`id`)
    ON CONFLICT (`store_id`, `slug`) DO UPDATE SET `branch_id` = excluded.`branch_id`;
  DELETE FROM `branch_slug_redirects` WHERE `store_id` = new.`store_id` AND `slug` = new.`slug`;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_slug_claimed` AFTER INSERT ON `branches` BEGIN
  DELETE FROM `branch_slug_redirects` WHERE `store_id` = new.`store_id` AND `slug` = new.`slug`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_slug_kept` AFTER UPDATE OF `slug` ON `blog_posts` WHEN old.`slug` IS NOT new.`slug` BEGIN
  INSERT INTO `post_slug_redirects` (`slug`, `post_id`) VALUES (old.`slug`, new.`id`)
    ON CONFLICT (`slug`) DO UPDATE SET `post_id` = excluded.`post_id`;
  DELETE FROM `post_slug_redirects` WHERE `slug` = new.`slug`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_slug_claimed` AFTER INSERT ON `blog_posts` BEGIN
  DELETE FROM `post_slug_redirects` WHERE `slug` = new.`slug`;
END;
--> statement-breakpoint
-- A catalogue whose processing failed with no pages served is hidden from shoppers
-- (db/queries/catalogs.ts, catalogIsLive) until a good file is processed: entering or leaving
-- that state changes what public pages show, so the clock moves (a failure alone did not move it).
CREATE TRIGGER `catalog_jobs_clock_hidden` AFTER UPDATE OF `state`, `live_hash` ON `catalog_jobs`
  WHEN (old.`state` = 'failed' AND old.`live_hash` IS NULL) IS NOT (new.`state` = 'failed' AND new.`live_hash` IS NULL) BEGIN
  UPDATE `content_clock` SET `version` = `version` + 1;
END;
