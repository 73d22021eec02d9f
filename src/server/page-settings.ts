import type { Config } from "./config.ts";

/**
 * What a page is rendered from besides the request and the database: pages kept on disk from
 * other settings are not served (src/server/page-store.ts).
 */
export const pageSettings = (config: Config) => ({
  origin: config.publicOrigin,
  twitterSite: config.twitterSite,
  visitorRetentionDays: config.visitorRetentionDays,
  map: config.map && { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
});
