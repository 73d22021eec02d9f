-- Where processing found each auto offer, kept when an operator moves its box (offers-swap.ts).
-- Offers found before this migration: their box is the best knowledge of it.
ALTER TABLE `catalog_offers` ADD `found_x` real;--> statement-breakpoint
ALTER TABLE `catalog_offers` ADD `found_y` real;--> statement-breakpoint
ALTER TABLE `catalog_offers` ADD `found_width` real;--> statement-breakpoint
ALTER TABLE `catalog_offers` ADD `found_height` real;--> statement-breakpoint
UPDATE `catalog_offers` SET `found_x` = `box_x`, `found_y` = `box_y`, `found_width` = `box_width`, `found_height` = `box_height` WHERE `source` = 'auto';
