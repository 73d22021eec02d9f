/**
 * The most events one POST /api/events carries. Its own zod-free module: the browser's sender
 * (src/client/analytics.ts) runs on every public page, and importing it from the schema put all
 * of zod (36 KB gzipped) into every page's first load.
 */
export const MAX_BATCH = 25;
