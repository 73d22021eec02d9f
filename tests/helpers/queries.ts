/**
 * The queries that page tests compare the HTML with, imported in one place, so a move
 * inside db/queries changes this file rather than every page test.
 */
export { listStoreBranches } from "../../db/queries/branches.ts";
export { listCatalogCards } from "../../db/queries/catalogs.ts";
export { listLatestPublishedPosts } from "../../db/queries/posts.ts";
export { listStoreCards } from "../../db/queries/store-cards.ts";
