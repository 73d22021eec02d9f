/**
 * Catalogues: the "live" rule, the search and filter rules, and the public pages' cards
 * and counts (the API's reads and the writes are in catalogs-api.ts). A catalogue is live
 * on a Dubai date (src/lib/dates.ts dubaiToday) from its start date (a catalogue scheduled
 * for later publishes itself that day, issue 27) until its expiry date has passed, unless its
 * processing failed with nothing to show; public lists show live ones only, a signed-in admin
 * sees them all.
 */
import { and, asc, desc, eq, inArray, isNotNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Db } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { preparedOnce } from "#db/prepared.ts";
import { branches, catalogJobs, catalogs, emirates, stores } from "#db/schema.ts";
import { storeHasBranchIn } from "./branches.ts";
import { matchesSearch } from "./text-search.ts";

/** What a caller may see: `today` is a Dubai YYYY-MM-DD; admins include expired catalogues. */
export type Visibility = { today: string; includeExpired: boolean };

/**
 * SQL: the catalogue is live on `today`: no start date or starting today or earlier (a later
 * start is "scheduled": hidden from shoppers until that Dubai day, with no job to publish it:
 * the date comparison does, and the caches drop at Dubai midnight, db/content-clock.ts); no
 * expiry date, or expiring today or later; and not a
 * catalogue whose processing failed with no pages to show (a damaged PDF: hidden until a good
 * file is processed, issue 24). The only place this rule is written; needs `catalogs` in the
 * query under its own name.
 */
export function catalogIsLive(today: string | Placeholder): SQL {
  // The unary + keeps SQLite from answering this OR of two ranges through the expiry index: with
  // most catalogues live, a row-by-row lookup of each index hit costs several times reading them all.
  // The job is looked up by its primary key; written out, as drizzle leaves a lone table's columns
  // unqualified, which inside the subquery would name the job's own.
  return sql`((+${catalogs.expiryDate} IS NULL OR +${catalogs.expiryDate} >= ${today})
    AND (${catalogs.startDate} IS NULL OR ${catalogs.startDate} <= ${today})
    AND NOT EXISTS (SELECT 1 FROM catalog_jobs failed WHERE failed.catalog_id = "catalogs"."id"
      AND failed.state = 'failed' AND failed.live_hash IS NULL))`;
}

/**
 * SQL: when shoppers first could see the catalogue, in epoch ms: when it was added, or 00:00 in
 * Dubai (UTC+4, no daylight saving) on its start day when that is later. "New since" questions
 * (My deals, alerts) ask this, so a catalogue added on Monday for Thursday is new on Thursday.
 */
export function catalogPublishedAt(): SQL<number> {
  return sql<number>`max(${catalogs.createdAt},
    coalesce((unixepoch(${catalogs.startDate}) - 4 * 3600) * 1000, 0))`;
}

/** SQL: the catalogues `v` may see (undefined = every one, for admins). */
export function visibleCatalogs(v: Visibility): SQL | undefined {
  return v.includeExpired ? undefined : catalogIsLive(v.today);
}

/** SQL: the catalogue's titles, descriptions or store names (English or Arabic) match `term`. */
export function catalogSearch(term: string | undefined): SQL | undefined {
  return matchesSearch(term, "catalogs_fts", catalogs.id);
}

/**
 * SQL: the catalogue is valid in the emirate with `slug`: a catalogue that names a branch,
 * where that branch is; a store-wide one, wherever its store has a branch. Needs `stores` joined.
 */
function catalogInEmirate(slug: string): SQL {
  return sql`(CASE WHEN ${catalogs.branchId} IS NULL THEN ${storeHasBranchIn(eq(emirates.slug, slug))}
    ELSE ${catalogs.branchId} IN (SELECT ${branches.id} FROM ${branches} JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId}
      WHERE ${emirates.slug} = ${slug}) END)`;
}

/** Validity filters: "new" = valid from a day in the last 7 (today included); "ending" = expires within 3 days. */
export type CatalogValidity = "new" | "ending";

/** SQL: the catalogue matches the validity filter on `today` (a Dubai YYYY-MM-DD). */
function catalogValidity(valid: CatalogValidity, today: string): SQL {
  return valid === "new"
    ? sql`(${catalogs.startDate} BETWEEN date(${today}, '-6 days') AND ${today})`
    : sql`(${catalogs.expiryDate} BETWEEN ${today} AND date(${today}, '+3 days'))`;
}

/** SQL: the optional emirate, store (slug) and validity filters shared by the page and the API; needs `stores` joined. */
export function catalogPlaceAndTime(f: { emirate?: string; store?: string; valid?: CatalogValidity }, today: string) {
  return and(
    f.emirate ? catalogInEmirate(f.emirate) : undefined,
    f.store ? eq(stores.slug, f.store) : undefined,
    f.valid ? catalogValidity(f.valid, today) : undefined,
  );
}

/** SQL subquery: how many live catalogues the outer query's store has on `today`. */
export function liveCatalogCountOfStore(today: string) {
  return sql<number>`(SELECT count(*) FROM ${catalogs} WHERE ${catalogs.storeId} = ${stores.id} AND ${catalogIsLive(today)})`;
}

/** SQL subquery: the outer query's store's newest live catalogue as JSON {id, title, titleAr, fileUrl}, or null. */
export function latestLiveCatalogOfStore(today: string) {
  return sql<
    string | null
  >`(SELECT json_object('id', ${catalogs.id}, 'title', ${catalogs.title}, 'titleAr', ${catalogs.titleAr}, 'fileUrl', ${catalogs.fileUrl}) FROM ${catalogs}
    WHERE ${catalogs.storeId} = ${stores.id} AND ${catalogIsLive(today)} ORDER BY ${catalogs.id} DESC LIMIT 1)`;
}

/** A catalogue card on the public pages: the catalogue and its store's name, slug and logo. */
const cardColumns = {
  id: catalogs.id,
  title: catalogs.title,
  titleAr: catalogs.titleAr,
  description: catalogs.description,
  descriptionAr: catalogs.descriptionAr,
  category: catalogs.category,
  pages: catalogs.pages,
  fileUrl: catalogs.fileUrl,
  coverImage: catalogs.coverImage,
  startDate: catalogs.startDate,
  expiryDate: catalogs.expiryDate,
  storeName: stores.name,
  storeNameAr: stores.nameAr,
  storeSlug: stores.slug,
  storeLogo: stores.logo,
};

/** Selects `columns` from catalogues joined with their store. */
export function selectWithStore<T extends SelectedFields>(db: Db, columns: T) {
  return db.select(columns).from(catalogs).innerJoin(stores, eq(stores.id, catalogs.storeId));
}

export type CatalogSort = "recent" | "title" | "store" | "pages";

function cardOrder(sort: CatalogSort) {
  switch (sort) {
    case "title":
      return [asc(sql`lower(${catalogs.title})`), desc(catalogs.id)];
    case "store":
      return [asc(sql`lower(${stores.name})`), desc(catalogs.id)];
    case "pages":
      return [sql`${catalogs.pages} DESC NULLS LAST`, desc(catalogs.id)];
    default:
      return [desc(catalogs.id)];
  }
}

/** The catalogues page's filters; `today` is a Dubai YYYY-MM-DD, `store` a store slug, `emirate` an emirate slug. */
export type CatalogCardFilters = {
  search?: string;
  category?: string;
  emirate?: string;
  store?: string;
  valid?: CatalogValidity;
  today: string;
};

/** SQL: live catalogues matching every filter of `f`. */
function catalogCardWhere(f: CatalogCardFilters): SQL {
  // Never empty: the live rule is always one of the conditions.
  return and(
    catalogIsLive(f.today),
    catalogSearch(f.search),
    f.category ? eq(catalogs.category, f.category) : undefined,
    catalogPlaceAndTime(f, f.today),
  )!;
}

/**
 * The choices of one filter of the catalogues page: every category (or store) that holds
 * a live catalogue, with how many of them match the OTHER filters of `f`, which is what
 * choosing it would list. Stores come by name; `value` is the category or store slug.
 */
export function countCatalogCardsBy(db: Db, f: CatalogCardFilters, by: "category" | "store") {
  const others = catalogCardWhere(by === "category" ? { ...f, category: undefined } : { ...f, store: undefined });
  const value = by === "category" ? sql<string>`${catalogs.category}` : sql<string>`${stores.slug}`;
  return (
    selectWithStore(db, {
      value,
      label: by === "category" ? value : sql<string>`${stores.name}`,
      labelAr: by === "category" ? sql<string | null>`NULL` : sql<string | null>`${stores.nameAr}`,
      count: sql<number>`sum(CASE WHEN ${others} THEN 1 ELSE 0 END)`,
    })
      .where(and(catalogIsLive(f.today), sql`${value} IS NOT NULL`))
      // By store id (one slug each): SQLite then reads the catalogues in store order instead of
      // looking every store up in turn.
      .groupBy(by === "category" ? value : catalogs.storeId)
      .orderBy(asc(sql`lower(${by === "category" ? value : stores.name})`))
      .all()
  );
}

/**
 * Every live catalogue's id in `sort` order, kept per content version and Dubai day
 * (db/data-memo.ts): a page of the unfiltered list is a slice of it, where counting and sorting
 * ~4,000 catalogues to skip to page N took 4-8 ms a render at scale 100. Stores by name only:
 * a change to a store's own details keeps it.
 */
function liveCatalogOrder(db: Db, sort: CatalogSort, today: string): number[] {
  return memoByData(
    db,
    `catalog-order:${sort}:${today}`,
    () =>
      selectWithStore(db, { id: catalogs.id })
        .where(catalogCardWhere({ today }))
        .orderBy(...cardOrder(sort))
        .all()
        .map((r) => r.id),
    { wide: true },
  );
}

/** No filter but the day (every other field of `f` empty): a filter added later takes the query's path. */
const unfiltered = ({ today: _today, ...filters }: CatalogCardFilters) => Object.values(filters).every((v) => !v);

/** One page of live catalogue cards matching the filters, with the total (catalogues page). */
export function listCatalogCards(db: Db, f: CatalogCardFilters, sort: CatalogSort, page: number, pageSize: number) {
  if (unfiltered(f)) {
    const order = liveCatalogOrder(db, sort, f.today);
    const ids = order.slice((page - 1) * pageSize, page * pageSize);
    const position = new Map(ids.map((id, i) => [id, i]));
    const items = selectWithStore(db, cardColumns)
      .where(inArray(catalogs.id, ids.length ? ids : [-1]))
      .all()
      .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { items, total: order.length };
  }
  const where = catalogCardWhere(f);
  const total = selectWithStore(db, { n: sql<number>`count(*)` }).where(where).get()?.n ?? 0;
  const items = selectWithStore(db, cardColumns)
    .where(where)
    .orderBy(...cardOrder(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { items, total };
}

/**
 * The live catalogue cards of a store, newest first (store page); with `branchId`, those
 * valid at that branch: its own plus the store-wide ones (branch page).
 */
export function listLiveCatalogCards(db: Db, at: { storeId: number; branchId?: number }, today: string) {
  const ofBranch = at.branchId !== undefined;
  return preparedOnce(db, ofBranch ? "live-catalog-cards-of-branch" : "live-catalog-cards", () =>
    selectWithStore(db, cardColumns)
      .where(
        and(
          eq(catalogs.storeId, sql.placeholder("storeId")),
          ofBranch
            ? sql`(${catalogs.branchId} IS NULL OR ${catalogs.branchId} = ${sql.placeholder("branchId")})`
            : undefined,
          catalogIsLive(sql.placeholder("today")),
        ),
      )
      .orderBy(desc(catalogs.id))
      .prepare(),
  ).all({ storeId: at.storeId, branchId: at.branchId, today });
}

/** How many catalogues are live on `today` (home and about headline numbers). */
export function countLiveCatalogs(db: Db, today: string): number {
  return db.select({ n: sql<number>`count(*)` }).from(catalogs).where(catalogIsLive(today)).get()?.n ?? 0;
}

/**
 * The newest live catalogue serving pages of the store with `slug` on `today` (the one whose
 * offers start latest; the newest added among equals), for /store/{slug}/latest; undefined when
 * the store has none.
 */
export function newestLiveCatalogOfStore(db: Db, slug: string, today: string): number | undefined {
  return selectWithStore(db, { id: catalogs.id })
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(and(eq(stores.slug, slug), isNotNull(catalogJobs.liveHash), catalogIsLive(today)))
    .orderBy(sql`${catalogs.startDate} DESC NULLS LAST`, desc(catalogs.id))
    .limit(1)
    .get()?.id;
}

/** Live catalogues with where they are valid (a branch, or null: every branch of the store), for "near me" on /catalogs. */
export function listLiveCatalogPlaces(db: Db, today: string) {
  return selectWithStore(db, {
    id: catalogs.id,
    title: catalogs.title,
    titleAr: catalogs.titleAr,
    fileUrl: catalogs.fileUrl,
    expiryDate: catalogs.expiryDate,
    storeId: catalogs.storeId,
    branchId: catalogs.branchId,
  })
    .where(catalogIsLive(today))
    .orderBy(desc(catalogs.id))
    .all();
}
