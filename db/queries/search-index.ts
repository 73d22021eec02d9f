/**
 * The full-text search indexes (stores_fts, catalogs_fts, blog_posts_fts, made by migration
 * 0002, catalog_pages_fts of 0003 and catalog_offers_fts of 0009): one row per store, catalogue,
 * post, catalogue page or shown offer holding its English and Arabic text passed
 * through the product's normaliser. SQL cannot call the normaliser, so triggers only queue
 * the rows whose text changed (search_queue, including a store's catalogues when it is
 * renamed and a category's stores) and delete entries of deleted rows; syncSearchIndex()
 * writes the queued entries. It runs after every write in db/queries (so after every API
 * write), when the app opens the database (a migration queues every existing row; a
 * restored file is opened that way too), after seeding and in the test factories. A search
 * only reads the index, so code writing rows any other way calls it itself. When the
 * normaliser changes, a migration re-queues every row (INSERT INTO search_queue SELECT ...) and that is all.
 */
import type { Database } from "bun:sqlite";
import type { Db } from "#db/client.ts";
import { normalizeText, searchWords, withoutArticle } from "#lib/normalize-text.ts";

type Queued = { kind: "store" | "catalog" | "post" | "page" | "offer"; id: number };
type Text = string | null | undefined;

/** English and Arabic text of one index column, normalised, plus its Arabic words without their article. */
function both(...parts: Text[]): string {
  const text = normalizeText(parts.filter(Boolean).join(" "));
  const bare = searchWords(text).map(withoutArticle).filter(Boolean);
  return bare.length ? `${text} ${bare.join(" ")}` : text;
}

/** A JSON array of tags as one text. */
const tagText = (json: Text) => (json ? (JSON.parse(json) as string[]).join(" ") : null);

type Row = Record<string, Text>;

/**
 * Each index: its table, its columns, the row it is made from (null when the row is gone or
 * is not to be found) and each column's texts (English, Arabic, and more), in column order.
 */
const INDEXES: Record<Queued["kind"], { fts: string; columns: string[]; select: string; texts(r: Row): Text[][] }> = {
  store: {
    fts: "stores_fts",
    columns: ["name", "description", "category"],
    select: `SELECT s.name, s.name_ar, s.description, s.description_ar, g.name AS g, g.name_ar AS g_ar
      FROM stores s JOIN categories g ON g.id = s.category_id WHERE s.id = ?`,
    texts: (r) => [
      [r.name, r.name_ar],
      [r.description, r.description_ar],
      [r.g, r.g_ar],
    ],
  },
  catalog: {
    fts: "catalogs_fts",
    columns: ["title", "description", "store"],
    select: `SELECT k.title, k.title_ar, k.description, k.description_ar, s.name, s.name_ar
      FROM catalogs k JOIN stores s ON s.id = k.store_id WHERE k.id = ?`,
    texts: (r) => [
      [r.title, r.title_ar],
      [r.description, r.description_ar],
      [r.name, r.name_ar],
    ],
  },
  offer: {
    fts: "catalog_offers_fts",
    columns: ["name", "title", "store"],
    // A hidden offer (an operator deleted it) is not found.
    select: `SELECT o.name, o.name_ar, k.title, k.title_ar, s.name AS s, s.name_ar AS s_ar FROM catalog_offers o
      JOIN catalogs k ON k.id = o.catalog_id JOIN stores s ON s.id = k.store_id WHERE o.id = ? AND o.hidden = 0`,
    texts: (r) => [
      [r.name, r.name_ar],
      [r.title, r.title_ar],
      [r.s, r.s_ar],
    ],
  },
  page: {
    fts: "catalog_pages_fts",
    columns: ["body", "title", "store"],
    select: `SELECT p.text, k.title, k.title_ar, s.name, s.name_ar FROM catalog_pages p
      JOIN catalogs k ON k.id = p.catalog_id JOIN stores s ON s.id = k.store_id WHERE p.id = ?`,
    texts: (r) => [[r.text], [r.title, r.title_ar], [r.name, r.name_ar]],
  },
  post: {
    fts: "blog_posts_fts",
    columns: ["title", "excerpt", "tags"],
    select: "SELECT title, title_ar, excerpt, excerpt_ar, tags, tags_ar, category FROM blog_posts WHERE id = ?",
    texts: (r) => [
      [r.title, r.title_ar],
      [r.excerpt, r.excerpt_ar],
      [tagText(r.tags), tagText(r.tags_ar), r.category],
    ],
  },
};

/** Rewrites one row's index entry (or leaves none when the row is gone). */
function indexRow(c: Database, { kind, id }: Queued): void {
  const index = INDEXES[kind];
  c.run(`DELETE FROM ${index.fts} WHERE rowid = ?`, [id]);
  const row = c.query(index.select).get(id) as Row | null;
  if (row)
    c.run(
      `INSERT INTO ${index.fts} (rowid, ${index.columns.join(", ")}) VALUES (?${", ?".repeat(index.columns.length)})`,
      [id, ...index.texts(row).map((parts) => both(...parts))],
    );
  if (kind === "catalog") {
    // Its pages' and offers' entries carry the title and store name too.
    c.run("INSERT OR IGNORE INTO search_queue SELECT 'page', id FROM catalog_pages WHERE catalog_id = ?", [id]);
    c.run("INSERT OR IGNORE INTO search_queue SELECT 'offer', id FROM catalog_offers WHERE catalog_id = ?", [id]);
  }
  c.run("DELETE FROM search_queue WHERE kind = ? AND id = ?", [kind, id]);
}

/** A catalogue page's catalog_pages_fts body: computed as a run stages the page (catalog-page-swap.ts). */
export const pageSearchBody = (text: string) => both(text);

/**
 * Indexes a catalogue's pages just swapped in from catalog_pages_next, inside the swap's own
 * transaction (so search changes with the pages), from the bodies staged with them: only the
 * title and store are normalised here. Pages staged without a body stay queued for syncSearchIndex.
 */
export function indexSwappedPages(db: Db, catalogId: number): void {
  const c = db.$client;
  const k = c
    .query(`SELECT k.title, k.title_ar, s.name, s.name_ar FROM catalogs k
      JOIN stores s ON s.id = k.store_id WHERE k.id = ?`)
    .get(catalogId) as Record<string, Text> | null;
  if (!k) return;
  const swapped = `FROM catalog_pages p JOIN catalog_pages_next n ON n.catalog_id = p.catalog_id AND n.page = p.page
    WHERE p.catalog_id = ? AND n.search_body IS NOT NULL`;
  c.run(`INSERT INTO catalog_pages_fts (rowid, body, title, store) SELECT p.id, n.search_body, ?, ? ${swapped}`, [
    both(k.title, k.title_ar),
    both(k.name, k.name_ar),
    catalogId,
  ]);
  c.run(`DELETE FROM search_queue WHERE kind = 'page' AND id IN (SELECT p.id ${swapped})`, [catalogId]);
}

/**
 * Indexes the offers of `catalogId` that are queued (those the swap just put in), inside the
 * swap's own transaction, so search finds the new offers from the moment the new pages are served.
 */
export function indexSwappedOffers(db: Db, catalogId: number): void {
  const c = db.$client;
  const queued = c
    .query(`SELECT q.kind, q.id FROM search_queue q JOIN catalog_offers o ON o.id = q.id
      WHERE q.kind = 'offer' AND o.catalog_id = ?`)
    .all(catalogId) as Queued[];
  for (const row of queued) indexRow(c, row);
}

/** Writes the index entries of up to `size` queued rows in one transaction; returns how many. */
function indexBatch(c: Database, size: number): number {
  const batch = c.query("SELECT kind, id FROM search_queue LIMIT ?").all(size) as Queued[];
  if (batch.length === 0) return 0;
  // One transaction per batch (a savepoint when the caller is already in one, as seeding is).
  c.transaction(() => {
    for (const row of batch) indexRow(c, row);
  })();
  return batch.length;
}

/** Writes the index entries of every queued row, in batches; returns how many. Cheap when nothing is queued. */
export function syncSearchIndex(db: Db): number {
  let done = 0;
  for (let n = indexBatch(db.$client, 500); n > 0; n = indexBatch(db.$client, 500)) done += n;
  return done;
}

/**
 * syncSearchIndex in small batches with a turn of the event loop between them, for the server's
 * background work (a processed catalogue's pages): requests are answered while it indexes.
 */
export async function syncSearchIndexInTurns(db: Db, batch = 50): Promise<number> {
  let done = 0;
  for (let n = indexBatch(db.$client, batch); n > 0; n = indexBatch(db.$client, batch)) {
    done += n;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return done;
}
