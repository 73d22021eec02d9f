/**
 * Loads what the public layout shows around every page (the footer's featured stores),
 * so layout components receive it as props and never reach the database themselves.
 * The same for every page until the data changes, so it is remembered (data-memo.ts).
 */
import type { Db } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { listFooterFeaturedStores } from "#db/queries/stores.ts";
import type { LayoutData } from "#lib/page-context.ts";

/** How many featured stores the footer lists (spec). */
const FOOTER_FEATURED_STORES = 14;

/** The public layout's data for one render. */
export function loadLayoutData(db: Db): LayoutData {
  return memoByData(
    db,
    "layout",
    () => ({ featuredStores: listFooterFeaturedStores(db, FOOTER_FEATURED_STORES) }),
    { wide: true }, // names and slugs only
  );
}
