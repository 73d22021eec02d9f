/**
 * Where records name files under /media: catalogue files and covers, store logos and covers,
 * post images and the images in post texts, category icons. What no record names is unused
 * (src/server/media-files.ts): deleted with its record, swept, left out of backups. Raw SQL on a
 * bun:sqlite handle, as a backup reads its snapshot by path (the app passes db.$client).
 */
import type { Database } from "bun:sqlite";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, catalogJobs, catalogs, stores } from "#db/schema.ts";

/**
 * The columns that may name a media file. A catalogue's file is read whole (one on another site
 * has a kept copy under media/remote); the others only when they mention /media/.
 */
const WHOLE = [
  ["catalogs", "file_url"],
  ["catalog_jobs", "file_url"],
] as const;
const MENTIONS = [
  ["catalogs", "cover_image"],
  ["stores", "logo"],
  ["stores", "image"],
  ["blog_posts", "image"],
  ["blog_posts", "content"],
  ["blog_posts", "content_ar"],
  ["categories", "icon"],
] as const;

/** SQL: the texts of `column` that mention /media/. */
const mentionsOf = ([table, column]: readonly [string, string]) =>
  `SELECT ${column} AS text FROM ${table} WHERE ${column} LIKE '%/media/%'`;

/**
 * Every text a record keeps that may name a media file. Only the columns the database has are
 * read: a backup snapshots whatever DATA_DIR holds (a database not yet migrated, or not ours).
 */
export function mediaReferences(client: Database): string[] {
  const has = ([table, column]: readonly [string, string]) =>
    (client.query(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).some(
      (c) => c.name === column,
    );
  const selects = [
    ...WHOLE.filter(has).map(([table, column]) => `SELECT ${column} AS text FROM ${table}`),
    ...MENTIONS.filter(has).map(mentionsOf),
  ];
  if (!selects.length) return [];
  return (client.query(selects.join(" UNION ALL ")).all() as { text: string }[]).map((r) => r.text);
}

/**
 * The texts of every record but a catalogue that mention /media/ (store logos and covers, posts,
 * category icons): a file one of them names is shown there, whatever catalogue also uses it.
 */
export function nonCatalogueMediaMentions(db: Db): string[] {
  const selects = MENTIONS.filter(([table]) => table !== "catalogs").map(mentionsOf);
  return (db.$client.query(selects.join(" UNION ALL ")).all() as { text: string }[]).map((r) => r.text);
}

/** What catalogue `id` names (its file and cover), read before it is deleted. */
export function catalogMediaTexts(db: Db, id: number): (string | null)[] {
  const row = db
    .select({ file: catalogs.fileUrl, cover: catalogs.coverImage })
    .from(catalogs)
    .where(eq(catalogs.id, id))
    .get();
  return row ? [row.file, row.cover] : [];
}

/** What store `id` and its catalogues name (logo, cover, their files and covers), read before it is deleted. */
export function storeMediaTexts(db: Db, id: number): (string | null)[] {
  const store = db.select({ logo: stores.logo, image: stores.image }).from(stores).where(eq(stores.id, id)).get();
  if (!store) return [];
  const files = db
    .select({ file: catalogs.fileUrl, cover: catalogs.coverImage })
    .from(catalogs)
    .where(eq(catalogs.storeId, id))
    .all();
  return [store.logo, store.image, ...files.flatMap((f) => [f.file, f.cover])];
}

/** What post `id` names (its image and the images in its texts), read before it is deleted. */
export function postMediaTexts(db: Db, id: number): (string | null)[] {
  const row = db
    .select({ image: blogPosts.image, content: blogPosts.content, contentAr: blogPosts.contentAr })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get();
  return row ? [row.image, row.content, row.contentAr] : [];
}

/**
 * Every catalogue's files (its file, cover and the PDF hashes its page images are kept under),
 * each marked `scheduled` when its start day in Dubai is after `today` (shoppers cannot see it
 * yet: catalogs.ts catalogIsLive). For the media route's gate (src/server/media-gate.ts).
 */
export function catalogFilesByStart(db: Db, today: string) {
  return db
    .select({
      scheduled: sql<number>`(${catalogs.startDate} IS NOT NULL AND ${catalogs.startDate} > ${today})`,
      file: catalogs.fileUrl,
      cover: catalogs.coverImage,
      pdfHash: catalogJobs.pdfHash,
      liveHash: catalogJobs.liveHash,
    })
    .from(catalogs)
    .leftJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .all();
}
