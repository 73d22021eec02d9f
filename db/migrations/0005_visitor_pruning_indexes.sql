CREATE INDEX `activity_events_created_idx` ON `activity_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `visitor_sessions_last_seen_idx` ON `visitor_sessions` (`last_seen_at`);