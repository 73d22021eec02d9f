/**
 * The queries that page tests compare the HTML with, imported in one place, so a move
 * inside db/queries changes this file rather than every page test.
 */
export { listCatalogCards } from "../../db/queries/catalogs.ts";
export { listLatestPublishedPosts } from "../../db/queries/posts.ts";
export { listStoreCards } from "../../db/queries/store-cards.ts";

import type { Db } from "../../db/client.ts";
import { listBranchesOfStores } from "../../db/queries/branches.ts";

/** One store's branches, as its store and branch pages list them. */
export const listStoreBranches = (db: Db, storeId: number) => listBranchesOfStores(db, [storeId]);
