/** Branches: the API and page reads (with emirate and store), the store-scoped rules, and the writes. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "#db/client.ts";
import { inIdList, preparedOnce } from "#db/prepared.ts";
import { branches, emirates, stores } from "#db/schema.ts";
import type { PageRequest } from "#schemas/paging.ts";
import { lacksArabic } from "./missing-arabic.ts";

/** The API's branch shape (camelCase, the spec's field names, Arabic beside them); needs `emirates` joined. */
const branchColumns = {
  id: branches.id,
  name: branches.name,
  nameAr: branches.nameAr,
  slug: branches.slug,
  emirate: emirates.name,
  emirateAr: emirates.nameAr,
  emirateSlug: emirates.slug,
  address: branches.address,
  addressAr: branches.addressAr,
  hours: branches.hours,
  hoursAr: branches.hoursAr,
  openingHours: branches.openingHours,
  phone: branches.phone,
  latitude: branches.latitude,
  longitude: branches.longitude,
  storeId: branches.storeId,
  createdAt: branches.createdAt,
  updatedAt: branches.updatedAt,
};

/** SQL subquery: how many branches the outer query's store has. */
export const branchCountOfStore = sql<number>`(SELECT count(*) FROM ${branches} WHERE ${branches.storeId} = ${stores.id})`;

/** SQL: the outer query's store has a branch in an emirate matching `emirateMatch` (a condition on `emirates`). */
export function storeHasBranchIn(emirateMatch: SQL): SQL {
  return sql`${stores.id} IN (SELECT ${branches.storeId} FROM ${branches} JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId}
      WHERE ${emirateMatch})`;
}

/** Branches in the spec's emirate order, then by name: how every branch list is ordered. */
const branchOrder = [asc(emirates.sortOrder), asc(branches.name)];

/** Joins a dynamic select from `branches` with each branch's emirate and store. */
function withEmirateAndStore<Q extends SQLiteSelect>(q: Q) {
  return q.innerJoin(emirates, eq(emirates.id, branches.emirateId)).innerJoin(stores, eq(stores.id, branches.storeId));
}

const withStoreName = {
  ...branchColumns,
  store: { id: stores.id, name: stores.name, nameAr: stores.nameAr, slug: stores.slug, logo: stores.logo },
};

/** Every branch with its store's name (admin list, GET /api/branches). */
export function listBranchesForApi(db: Db) {
  return withEmirateAndStore(db.select(withStoreName).from(branches).$dynamic())
    .orderBy(asc(sql`lower(${stores.name})`), asc(emirates.sortOrder), asc(branches.name))
    .all();
}

/** The branches of one store, with the store's name (catalogue form's branch options). */
export function listBranchesOfStore(db: Db, storeId: number) {
  return withEmirateAndStore(db.select(withStoreName).from(branches).$dynamic())
    .where(eq(branches.storeId, storeId))
    .orderBy(...branchOrder)
    .all();
}

/** The branches of the given stores in the API shape, in emirate order (nested into the API's stores; store and branch pages). */
export function listBranchesOfStores(db: Db, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  return preparedOnce(db, "branches-of-stores", () =>
    db
      .select(branchColumns)
      .from(branches)
      .innerJoin(emirates, eq(emirates.id, branches.emirateId))
      .where(inIdList(branches.storeId, sql.placeholder("ids")))
      .orderBy(...branchOrder)
      .prepare(),
  ).all({ ids: JSON.stringify(storeIds) });
}

/** One branch with its store's name (GET /api/branches/:id and write answers). */
export function getBranchForApi(db: Db, id: number) {
  return withEmirateAndStore(db.select(withStoreName).from(branches).$dynamic()).where(eq(branches.id, id)).get();
}

/** A branch by its store's slug and its own slug, carrying storeId and the store's card fields. */
export function findBranchBySlugs(db: Db, storeSlug: string, branchSlug: string) {
  const columns = {
    ...branchColumns,
    store: {
      id: stores.id,
      name: stores.name,
      nameAr: stores.nameAr,
      slug: stores.slug,
      logo: stores.logo,
      image: stores.image,
      description: stores.description,
      descriptionAr: stores.descriptionAr,
    },
  };
  return withEmirateAndStore(db.select(columns).from(branches).$dynamic())
    .where(and(eq(stores.slug, storeSlug), eq(branches.slug, branchSlug)))
    .get();
}

/** The emirate slug of a branch given by id, or undefined (visitor achievements count emirates). */
export function branchEmirateSlug(db: Db, branchId: number): string | undefined {
  return db
    .select({ slug: emirates.slug })
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .where(eq(branches.id, branchId))
    .get()?.slug;
}

/** True when another branch of the same store (not `exceptId`) uses `slug`. */
export function branchSlugTaken(db: Db, storeId: number, slug: string, exceptId?: number): boolean {
  const row = db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.storeId, storeId), eq(branches.slug, slug)))
    .get();
  return !!row && row.id !== exceptId;
}

/** True when `branchId` is a branch of `storeId` (a catalogue may only name its own store's branch). */
export function branchBelongsToStore(db: Db, branchId: number, storeId: number): boolean {
  return !!db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.storeId, storeId)))
    .get();
}

export type BranchValues = typeof branches.$inferInsert;

/** Inserts a branch; returns its id. */
export function insertBranchRow(db: Db, values: BranchValues): number {
  return db.insert(branches).values(values).returning({ id: branches.id }).get().id;
}

/** Replaces a branch's fields; false when there is no such branch. */
export function updateBranchRow(db: Db, id: number, values: BranchValues): boolean {
  return (
    db
      .update(branches)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(branches.id, id))
      .returning({ id: branches.id })
      .all().length > 0
  );
}

/** Deletes a branch; catalogues that named it become store-wide (branchId set to null). */
export function deleteBranchRow(db: Db, id: number): boolean {
  return db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id }).all().length > 0;
}

/** How the admin branch table can order branches. */
export type BranchSort = "name" | "store" | "emirate";

/**
 * One page of every branch with its store's name, with the total (GET /api/branches?page=&limit=,
 * the admin table). `search` finds the words as typed in the branch's names, address, store
 * names or emirate: an admin search over one table, without a full-text index of its own.
 */
export function pageBranchesForApi(db: Db, search: string | undefined, p: PageRequest<BranchSort>) {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 12);
  const text = sql`lower(${branches.name} || ' ' || coalesce(${branches.nameAr}, '') || ' ' || ${branches.address} || ' ' ||
    coalesce(${branches.addressAr}, '') || ' ' || ${stores.name} || ' ' || coalesce(${stores.nameAr}, '') || ' ' || ${emirates.name})`;
  const where = and(
    ...words.map((w) => sql`instr(${text}, ${w}) > 0`),
    p.missingArabic ? lacksArabic("branches") : undefined,
  );
  const total =
    withEmirateAndStore(db.select({ n: sql<number>`count(*)` }).from(branches).$dynamic())
      .where(where)
      .get()?.n ?? 0;
  const dir = p.desc ? desc : asc;
  const sortBy = {
    name: [dir(sql`lower(${branches.name})`)],
    store: [dir(sql`lower(${stores.name})`)],
    emirate: [dir(emirates.sortOrder)],
  };
  const data = withEmirateAndStore(db.select(withStoreName).from(branches).$dynamic())
    .where(where)
    .orderBy(
      ...(p.sort ? sortBy[p.sort] : []),
      asc(sql`lower(${stores.name})`),
      asc(emirates.sortOrder),
      asc(branches.name),
      asc(branches.id),
    )
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .all();
  return { data, total };
}

/** Branches with free-text hours but no structured ones (the admin's "hours to structure" list). */
export function listBranchesWithoutOpeningHours(db: Db) {
  return withEmirateAndStore(
    db
      .select({ id: branches.id, name: branches.name, hours: branches.hours, store: stores.name })
      .from(branches)
      .$dynamic(),
  )
    .where(and(sql`${branches.openingHours} IS NULL`, sql`trim(coalesce(${branches.hours}, '')) <> ''`))
    .orderBy(asc(sql`lower(${stores.name})`), asc(branches.name))
    .all();
}

/** Sets one branch's structured hours (the free text is kept). */
export function setBranchOpeningHours(db: Db, id: number, openingHours: string): void {
  db.update(branches).set({ openingHours, updatedAt: new Date() }).where(eq(branches.id, id)).run();
}

/**
 * Every branch with a position, with its store (near me and the emirate map, issue 26): the few
 * fields the browser sorts and draws with, stores by name, branches in emirate order.
 */
export function listBranchPlaces(db: Db) {
  return withEmirateAndStore(
    db
      .select({
        id: branches.id,
        slug: branches.slug,
        name: branches.name,
        nameAr: branches.nameAr,
        emirate: emirates.slug,
        latitude: branches.latitude,
        longitude: branches.longitude,
        openingHours: branches.openingHours,
        store: { id: stores.id, slug: stores.slug, name: stores.name, nameAr: stores.nameAr },
      })
      .from(branches)
      .$dynamic(),
  )
    .where(sql`${branches.latitude} IS NOT NULL AND ${branches.longitude} IS NOT NULL`)
    .orderBy(asc(sql`lower(${stores.name})`), ...branchOrder)
    .all();
}
