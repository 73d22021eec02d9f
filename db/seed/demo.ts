/**
 * `seed --demo [--scale N]`: deterministic demo data for an EMPTY database — stores over
 * a dozen categories, branches in all seven emirates, catalogues with real PDF files
 * under DATA_DIR/media, blog posts in every status and the achievement definitions.
 * The same scale and `today` always give the same rows. Each step lives in ./steps.
 */
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { isDatabaseEmpty } from "#db/queries/database.ts";
import { syncSearchIndex } from "#db/queries/search-index.ts";
import { dubaiToday } from "#lib/dates.ts";
import { seededRandom } from "./random.ts";
import { emirateCycle, seedBranches } from "./steps/branches.ts";
import { planCatalogs } from "./steps/catalog-plan.ts";
import { seedCatalogs } from "./steps/catalogs.ts";
import { makeMediaDirs, writeBlogBanners, writeCatalogPdfs, writeStoreImages } from "./steps/files.ts";
import { demoPosts, seedPosts } from "./steps/posts.ts";
import { cycler } from "./steps/seed-context.ts";
import { seedStores } from "./steps/stores.ts";
import { seedAchievements, seedTaxonomy } from "./steps/taxonomy.ts";

export type SeedOptions = { dataDir: string; scale: number; log?: (line: string) => void; today?: string };

export async function seedDemo(db: Db, opts: SeedOptions): Promise<string> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  if (!isDatabaseEmpty(db)) {
    return "The database already has stores; demo data goes only into an empty database, so nothing was added";
  }
  const today = opts.today ?? dubaiToday();
  const scale = Math.max(1, Math.floor(opts.scale));

  // Files first (PDFs need async work); the inserts then run in one transaction.
  const media = join(opts.dataDir, "media");
  makeMediaDirs(media);
  const plan = planCatalogs(today);
  const pdfs = await writeCatalogPdfs(media, plan);
  const posts = demoPosts(today);
  writeStoreImages(media);
  writeBlogBanners(media, posts);

  // One random stream for all rows, drawn in a fixed order: emirate cycle, then per copy branches and catalogues.
  // Copies made by --scale reuse the catalogue plan and its PDFs.
  const random = seededRandom(20250614);
  const nextEmirate = cycler(emirateCycle(random));
  const phones = new Set<string>();
  const counts = { stores: 0, branches: 0, catalogs: 0, posts: 0 };

  db.transaction((tx) => {
    const { emirateIds, categoryIds } = seedTaxonomy(tx);
    seedAchievements(tx);
    for (let copy = 0; copy < scale; copy++) {
      const stores = seedStores(tx, copy, categoryIds);
      const branches = seedBranches(tx, stores, { random, nextEmirate, emirateIds, phones });
      counts.stores += stores.length;
      counts.branches += branches.ids.length;
      counts.catalogs += seedCatalogs(tx, stores, branches, { random, plan, pdfs });
      if (scale >= 10 && (copy + 1) % Math.ceil(scale / 10) === 0)
        log(`  seeded ${copy + 1}/${scale} copies of the demo stores`);
    }
    counts.posts = seedPosts(tx, posts);
  });
  syncSearchIndex(db); // the inserts above queued every row for the search indexes
  db.run(sql`PRAGMA optimize`);

  const ms = Math.round(performance.now() - started);
  return `Seeded ${counts.stores} stores, ${counts.branches} branches, ${counts.catalogs} catalogues (${pdfs.flat().length} PDF files), ${counts.posts} blog posts in ${ms} ms`;
}
