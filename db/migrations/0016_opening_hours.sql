-- Structured opening hours (issue 26): OpenStreetMap opening_hours syntax beside the free text,
-- which stays for branches whose hours could not be read (the admin lists them).
ALTER TABLE `branches` ADD `opening_hours` text;
