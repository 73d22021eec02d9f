/**
 * The queries page tests use to pick something to visit in the demo data (a store, one of its
 * branches, an article), imported in one place so a move inside db/queries changes this file
 * rather than every test. Never what a page should show: a test that compares a page with the
 * query the page itself calls cannot fail when that query is wrong. Lists are asserted against
 * known rows instead (known-stores.ts).
 */
export { listLatestPublishedPosts } from "#db/queries/posts.ts";
export { listStoreCards } from "#db/queries/store-cards.ts";

import type { Db } from "#db/client.ts";
import { listBranchesOfStores } from "#db/queries/branches.ts";

/** One store's branches, as its store and branch pages list them. */
export const listStoreBranches = (db: Db, storeId: number) => listBranchesOfStores(db, [storeId]);
