/** Store cards for the home and stores pages: filters, sorts and one page of cards with their counts. */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { branches, categories, emirates, stores } from "#db/schema.ts";
import type { ViewerPages } from "#lib/viewer.ts";
import { branchCountOfStore, storeHasBranchIn } from "./branches.ts";
import { latestLiveCatalogOfStore, liveCatalogCountOfStore } from "./catalogs.ts";
import { storeSearch } from "./stores.ts";

export type StoreSort = "popularity" | "name" | "category" | "location";

export type StoreFilters = {
  search?: string;
  categorySlug?: string;
  emirateSlug?: string;
  hasCatalogs?: boolean;
  multipleBranches?: boolean;
  online?: boolean;
  featured?: boolean;
  /** YYYY-MM-DD in Dubai: catalogues that expired before it do not count. */
  today: string;
};

/** The emirates a store has branches in, in the spec's order, as "slug|slug". */
const emirateSlugs = sql<
  string | null
>`(SELECT group_concat(slug, '|') FROM (SELECT DISTINCT ${emirates.slug} AS slug, ${emirates.sortOrder} AS o
  FROM ${branches} JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId}
  WHERE ${branches.storeId} = ${stores.id} ORDER BY o))`;

const firstEmirateOrder = sql<number>`(SELECT min(${emirates.sortOrder}) FROM ${branches}
  JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId} WHERE ${branches.storeId} = ${stores.id})`;

function storeWhere(f: StoreFilters): SQL | undefined {
  return and(
    storeSearch(f.search),
    f.categorySlug ? eq(categories.slug, f.categorySlug) : undefined,
    f.emirateSlug ? storeHasBranchIn(eq(emirates.slug, f.emirateSlug)) : undefined,
    f.hasCatalogs ? sql`${liveCatalogCountOfStore(f.today)} > 0` : undefined,
    f.multipleBranches ? sql`${branchCountOfStore} > 1` : undefined,
    f.online ? sql`coalesce(${stores.website}, '') <> ''` : undefined,
    f.featured ? eq(stores.featured, true) : undefined,
  );
}

/**
 * Whether which stores match `f` can move with a store's own details (migration 0020): the text
 * search reads descriptions, "online" the website. A page of other filters lists the same stores
 * after such a change to a store it does not show (PageContext.response.shows).
 */
export const chosenByOwnDetails = (f: StoreFilters): boolean => !!f.search || !!f.online;

/** How many stores each category (by slug) holds under every OTHER filter of `f`: what choosing it would list. */
export function countStoreCardsByCategory(db: Db, f: StoreFilters): Map<string, number> {
  const rows = db
    .select({ slug: categories.slug, n: sql<number>`count(*)` })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(storeWhere({ ...f, categorySlug: undefined }))
    .groupBy(categories.slug)
    .all();
  return new Map(rows.map((r) => [r.slug, r.n]));
}

/**
 * The order of the stores' emirate groups (home's "Emirate" sort): the chosen emirate's stores first,
 * then each store by the first of its emirates in the emirates' order, stores without a branch last.
 */
function emirateGroupOrder(chosen: string | undefined) {
  const first = sql`coalesce(${firstEmirateOrder}, 999)`;
  return chosen ? sql`CASE WHEN ${storeHasBranchIn(eq(emirates.slug, chosen))} THEN -1 ELSE ${first} END` : first;
}

/** A store's emirates with the chosen one first (its card's first badge is the group it is listed under). */
const chosenFirst = (slugs: string[], chosen: string | undefined) =>
  chosen && slugs.includes(chosen) ? [chosen, ...slugs.filter((s) => s !== chosen)] : slugs;

function storeOrder(sort: StoreSort, chosenEmirate?: string) {
  switch (sort) {
    case "name":
      return [asc(sql`lower(${stores.name})`), asc(stores.id)];
    case "category":
      return [asc(sql`lower(${categories.name})`), asc(sql`lower(${stores.name})`), asc(stores.id)];
    case "location":
      return [asc(emirateGroupOrder(chosenEmirate)), asc(sql`lower(${stores.name})`), asc(stores.id)];
    default:
      // Popularity: featured first, then premium, then the widest presence.
      return [
        desc(stores.featured),
        desc(stores.premium),
        desc(branchCountOfStore),
        asc(sql`lower(${stores.name})`),
        asc(stores.id),
      ];
  }
}

/**
 * Every store's place in the popularity order (id -> position), computed by SQLite once per
 * change of the data: ordering thousands of stores by their branch count costs milliseconds,
 * and the order is the same for every request until a store or branch changes.
 */
function popularityRank(db: Db): { ids: number[]; rank: Map<number, number> } {
  return memoByData(
    db,
    "store-popularity",
    () => {
      const ids = db
        .select({ id: stores.id })
        .from(stores)
        .innerJoin(categories, eq(categories.id, stores.categoryId))
        .orderBy(...storeOrder("popularity"))
        .all()
        .map((r) => r.id);
      // The ids in order too: an unfiltered page is a slice of them, not a copy of every key.
      return { ids, rank: new Map(ids.map((id, i) => [id, i])) };
    },
    { wide: true },
  ); // an order by standing, branches and name
}

/** The ids of one page of the matching stores in `sort` order, and how many match. */
function pageOfStoreIds(db: Db, f: StoreFilters, sort: StoreSort, page: number, pageSize: number) {
  const where = storeWhere(f);
  const offset = (page - 1) * pageSize;
  if (sort === "popularity") {
    const { ids, rank } = popularityRank(db);
    const ordered =
      where === undefined
        ? ids
        : db
            .select({ id: stores.id })
            .from(stores)
            .innerJoin(categories, eq(categories.id, stores.categoryId))
            .where(where)
            .all()
            .map((r) => r.id)
            .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    return { ids: ordered.slice(offset, offset + pageSize), total: ordered.length };
  }
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .where(where)
      .get()?.n ?? 0;
  const ids = db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(where)
    .orderBy(...storeOrder(sort, f.emirateSlug))
    .limit(pageSize)
    .offset(offset)
    .all()
    .map((r) => r.id);
  return { ids, total };
}

/** One page of store cards matching the filters, with the total for pagination (home and stores pages). */
export function listStoreCards(db: Db, f: StoreFilters, sort: StoreSort, page: number, pageSize: number) {
  // The page's ids first, then its cards: SQLite computes every selected column of every matching
  // row before it sorts, so the per-card subqueries (counts, emirates, latest catalogue) run for this page only.
  const { ids, total } = pageOfStoreIds(db, f, sort, page, pageSize);
  const position = new Map(ids.map((id, i) => [id, i]));
  const items = db
    .select({
      id: stores.id,
      name: stores.name,
      nameAr: stores.nameAr,
      slug: stores.slug,
      description: stores.description,
      descriptionAr: stores.descriptionAr,
      logo: stores.logo,
      image: stores.image,
      featured: stores.featured,
      premium: stores.premium,
      website: stores.website,
      category: categories.name,
      categoryAr: categories.nameAr,
      categorySlug: categories.slug,
      branchCount: branchCountOfStore,
      catalogCount: liveCatalogCountOfStore(f.today),
      emirateSlugs,
      latestCatalog: latestLiveCatalogOfStore(f.today),
    })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(inArray(stores.id, ids.length ? ids : [-1]))
    .all()
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .map(({ emirateSlugs: list, latestCatalog, ...row }) => ({
      ...row,
      emirates: list ? chosenFirst(list.split("|"), f.emirateSlug) : [],
      latestCatalog: latestCatalog
        ? (JSON.parse(latestCatalog) as {
            id: number;
            title: string;
            titleAr: string | null;
            fileUrl: string;
            /** Its processed pages, attached by the page for the viewer (catalog-pages.ts). */
            viewer?: ViewerPages;
          })
        : null,
    }));
  return { items, total };
}

export type StoreCard = ReturnType<typeof listStoreCards>["items"][number];
