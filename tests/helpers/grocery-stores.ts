/**
 * The stores the API content tests work on: Lulu with no branch yet, and Nesto with a
 * branch in every emirate (so no emirate can be deleted), both in Groceries.
 */
import type { Db } from "#db/client.ts";
import { insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";

export function insertGroceryStores(db: Db): { storeId: number; otherStoreId: number } {
  const cat = insertCategory(db, { name: "Groceries" });
  const storeId = insertStore(db, { name: "Lulu", categoryId: cat.id }).id;
  const otherStoreId = insertStore(db, { name: "Nesto", categoryId: cat.id }).id;
  insertBranch(db, { storeId: otherStoreId, emirate: "dubai", name: "Nesto Karama", slug: "karama" });
  for (const e of ["abudhabi", "sharjah", "ajman", "fujairah", "ras-al-khaimah", "umm-al-quwain"])
    insertBranch(db, { storeId: otherStoreId, emirate: e });
  return { storeId, otherStoreId };
}
