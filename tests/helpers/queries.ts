/**
 * The queries that page tests compare the HTML with, imported in one place, so a move
 * inside db/queries changes this file rather than every page test.
 */
export { listLatestPublishedPosts } from "../../db/queries/blog.ts";
export { listStoreBranches, listStoreCards } from "../../db/queries/stores.ts";
