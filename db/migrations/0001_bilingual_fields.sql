ALTER TABLE `blog_posts` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `excerpt_ar` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `content_ar` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `tags_ar` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `languages` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `branches` ADD `name_ar` text;--> statement-breakpoint
ALTER TABLE `branches` ADD `address_ar` text;--> statement-breakpoint
ALTER TABLE `branches` ADD `hours_ar` text;--> statement-breakpoint
ALTER TABLE `catalogs` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `catalogs` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `name_ar` text;--> statement-breakpoint
ALTER TABLE `emirates` ADD `name_ar` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `name_ar` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `description_ar` text;