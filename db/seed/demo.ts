/**
 * `seed --demo [--scale N]`: deterministic demo data for an EMPTY database — stores over
 * a dozen categories, branches in all seven emirates, catalogues with real PDF files
 * under DATA_DIR/media, blog posts in every status and the achievement definitions.
 * The same scale and `today` always give the same rows.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { addDays, dubaiToday } from "../../src/lib/dates.ts";
import { EMIRATES } from "../../src/lib/emirates.ts";
import { slugify } from "../../src/lib/slug.ts";
import type { Db } from "../client.ts";
import { isDatabaseEmpty } from "../queries/database.ts";
import { achievements, blogPosts, branches, catalogs, categories, emirates, stores } from "../schema.ts";
import { ACHIEVEMENTS } from "./achievements.ts";
import { DEMO_POSTS } from "./data/blog-posts.ts";
import { CATALOG_THEMES, CATALOG_TITLES } from "./data/catalogs.ts";
import { DEMO_CATEGORIES } from "./data/categories.ts";
import { AREA_CODES, EMIRATE_WEIGHTS, HOURS, PLACES } from "./data/places.ts";
import { DEMO_STORES } from "./data/stores.ts";
import { buildBlogPost, buildBranch, buildCatalog, buildCategory, buildStore } from "./factories.ts";
import { catalogPdf } from "./pdf.ts";
import { seededRandom, type Random } from "./random.ts";
import { blogBannerSvg, catalogCoverSvg, hueOf, storeCoverSvg, storeLogoSvg } from "./svg.ts";

/** At most this many distinct PDFs are generated; further catalogues share them (keeps --scale fast). */
const MAX_PDFS = 60;

export type SeedOptions = { dataDir: string; scale: number; log?: (line: string) => void; today?: string };

type PdfFile = { fileUrl: string; coverImage: string; pages: number; title: string };

/** A weighted, shuffled cycle of emirate slugs, so branches spread like real chains. */
function emirateCycle(random: Random): string[] {
  const cycle = EMIRATE_WEIGHTS.flatMap(([slug, weight]) => Array<string>(weight).fill(slug));
  for (let i = cycle.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [cycle[i], cycle[j]] = [cycle[j]!, cycle[i]!];
  }
  return cycle;
}

function catalogDates(random: Random, today: string): { startDate: string; expiryDate: string | null } {
  const r = random.next();
  if (r < 0.12) {
    const expiry = addDays(today, -random.int(1, 30));
    return { startDate: addDays(expiry, -14), expiryDate: expiry }; // expired
  }
  const startDate = addDays(today, -random.int(1, 10));
  if (r < 0.25) return { startDate, expiryDate: addDays(today, random.int(0, 2)) }; // ends soon
  if (r < 0.32) return { startDate, expiryDate: null }; // open-ended
  return { startDate, expiryDate: addDays(today, random.int(3, 30)) };
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<string> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  if (!isDatabaseEmpty(db)) {
    return "The database already has stores; demo data goes only into an empty database, so nothing was added";
  }
  const today = opts.today ?? dubaiToday();
  const scale = Math.max(1, Math.floor(opts.scale));
  const media = join(opts.dataDir, "media");
  for (const dir of ["stores", "catalogs", "blog"]) mkdirSync(join(media, dir), { recursive: true });

  // 1. Files that need async work (PDFs) first; inserts then run in one transaction.
  const pdfs: PdfFile[] = [];
  const pdfPlan = DEMO_STORES.flatMap((s) => Array.from({ length: s.catalogs }, (_, i) => ({ store: s, i })));
  for (const [n, { store, i }] of pdfPlan.slice(0, MAX_PDFS).entries()) {
    const random = seededRandom(1000 + n);
    const pages = random.int(3, 12);
    const title = CATALOG_TITLES[(n + i) % CATALOG_TITLES.length]!;
    const theme = CATALOG_THEMES[store.category] ?? CATALOG_THEMES.Supermarkets!;
    const file = `${slugify(store.name)}-${n + 1}`;
    writeFileSync(join(media, "catalogs", `${file}.pdf`), await catalogPdf({ store: store.name, title, pages, hue: hueOf(store.name), products: theme.products, random }));
    writeFileSync(join(media, "catalogs", `${file}-cover.svg`), catalogCoverSvg(store.name, title, null));
    pdfs.push({ fileUrl: `/media/catalogs/${file}.pdf`, coverImage: `/media/catalogs/${file}-cover.svg`, pages, title });
  }
  for (const s of DEMO_STORES) {
    const slug = slugify(s.name);
    writeFileSync(join(media, "stores", `${slug}-logo.svg`), storeLogoSvg(s.name));
    writeFileSync(join(media, "stores", `${slug}-cover.svg`), storeCoverSvg(s.name));
  }
  for (const post of DEMO_POSTS) writeFileSync(join(media, "blog", `${slugify(post.title)}.svg`), blogBannerSvg(post.title, post.category));

  const random = seededRandom(20250614);
  const cycle = emirateCycle(random);
  const counts = { stores: 0, branches: 0, catalogs: 0, posts: 0 };

  db.transaction((tx) => {
    tx.insert(emirates).values(EMIRATES.map((e, i) => ({ name: e.name, slug: e.slug, sortOrder: i }))).onConflictDoNothing().run();
    const emirateIds = new Map(tx.select({ id: emirates.id, slug: emirates.slug }).from(emirates).all().map((e) => [e.slug, e.id]));
    tx.insert(categories).values(DEMO_CATEGORIES.map((c) => buildCategory({ name: c.name, icon: c.icon }))).onConflictDoNothing().run();
    const categoryIds = new Map(tx.select({ id: categories.id, name: categories.name }).from(categories).all().map((c) => [c.name, c.id]));
    for (const a of ACHIEVEMENTS) {
      const row = { ...a, sortOrder: ACHIEVEMENTS.indexOf(a) };
      tx.insert(achievements).values(row).onConflictDoUpdate({ target: achievements.id, set: row }).run();
    }

    let branchCursor = 0;
    let pdfCursor = 0;
    for (let copy = 0; copy < scale; copy++) {
      const suffix = copy === 0 ? "" : ` ${copy + 1}`;
      const storeRows = DEMO_STORES.map((s, i) => {
        const base = slugify(s.name);
        return buildStore({
          name: s.name + suffix,
          slug: slugify(s.name + suffix),
          categoryId: categoryIds.get(s.category)!,
          description: s.description,
          logo: `/media/stores/${base}-logo.svg`,
          image: `/media/stores/${base}-cover.svg`,
          // Copies of the demo set are never featured, so the footer and home stay the originals.
          featured: copy === 0 && !!s.featured,
          premium: !!s.premium,
          phone: s.phone,
          email: `info@${base}.ae`,
          website: s.web === false ? null : `https://www.${base}.ae`,
          facebook: i % 5 === 4 ? null : `https://www.facebook.com/${base}`,
          instagram: i % 4 === 3 ? null : `https://www.instagram.com/${base.replace(/-/g, "")}`,
          twitter: i % 3 === 2 ? null : `https://x.com/${base.replace(/-/g, "")}`,
        });
      });
      const inserted = tx.insert(stores).values(storeRows).returning({ id: stores.id, name: stores.name }).all();
      counts.stores += inserted.length;

      const branchRows: ReturnType<typeof buildBranch>[] = [];
      const storeBranchIndex: number[][] = [];
      inserted.forEach((store, i) => {
        const demo = DEMO_STORES[i]!;
        const used = new Set<string>();
        storeBranchIndex[i] = [];
        for (let b = 0; b < demo.branches; b++) {
          const emirate = cycle[branchCursor++ % cycle.length]!;
          const place = random.pick(PLACES[emirate]!);
          let slug = slugify(place.name);
          for (let k = 2; used.has(slug); k++) slug = `${slugify(place.name)}-${k}`;
          used.add(slug);
          const hasCoords = !random.chance(0.1);
          storeBranchIndex[i]!.push(branchRows.length);
          branchRows.push(
            buildBranch({
              storeId: store.id,
              emirateId: emirateIds.get(emirate)!,
              name: `${store.name} - ${place.name}`,
              slug,
              address: `${place.name}, ${place.area}, ${EMIRATES.find((e) => e.slug === emirate)!.name}`,
              hours: random.pick(HOURS),
              phone: `+971 ${AREA_CODES[emirate]} ${random.int(200, 899)} ${random.int(1000, 9999)}`,
              latitude: hasCoords ? (place.lat + (random.next() - 0.5) * 0.02).toFixed(6) : null,
              longitude: hasCoords ? (place.lon + (random.next() - 0.5) * 0.02).toFixed(6) : null,
            }),
          );
        }
      });
      const branchIds = tx.insert(branches).values(branchRows).returning({ id: branches.id }).all().map((r) => r.id);
      counts.branches += branchIds.length;

      const catalogRows: ReturnType<typeof buildCatalog>[] = [];
      inserted.forEach((store, i) => {
        const demo = DEMO_STORES[i]!;
        for (let c = 0; c < demo.catalogs; c++) {
          const pdf = pdfs[pdfCursor++ % pdfs.length]!;
          const own = storeBranchIndex[i]!;
          const theme = CATALOG_THEMES[demo.category] ?? CATALOG_THEMES.Supermarkets!;
          catalogRows.push(
            buildCatalog({
              storeId: store.id,
              branchId: own.length && random.chance(0.33) ? branchIds[random.pick(own)]! : null,
              // The title printed in the PDF and on its cover.
              title: pdf.title,
              description: `${demo.name}'s latest offers: ${theme.products.slice(0, 3).join(", ")} and more.`,
              category: theme.category,
              pages: pdf.pages,
              fileUrl: pdf.fileUrl,
              coverImage: pdf.coverImage,
              ...catalogDates(random, today),
            }),
          );
        }
      });
      if (catalogRows.length) counts.catalogs += tx.insert(catalogs).values(catalogRows).returning({ id: catalogs.id }).all().length;
      if (scale >= 10 && (copy + 1) % Math.ceil(scale / 10) === 0) log(`  seeded ${copy + 1}/${scale} copies of the demo stores`);
    }

    const posts = DEMO_POSTS.map((p) =>
      buildBlogPost({
        title: p.title,
        slug: slugify(p.title),
        excerpt: p.excerpt,
        content: p.content,
        image: p.status === "published" ? `/media/blog/${slugify(p.title)}.svg` : null,
        category: p.category,
        tags: p.tags,
        author: p.author,
        status: p.status,
        publishDate: addDays(today, -p.daysAgo),
        readTime: p.readTime,
      }),
    );
    counts.posts = tx.insert(blogPosts).values(posts).returning({ id: blogPosts.id }).all().length;
  });
  db.run(sql`PRAGMA optimize`);

  const ms = Math.round(performance.now() - started);
  return `Seeded ${counts.stores} stores, ${counts.branches} branches, ${counts.catalogs} catalogues (${pdfs.length} PDF files), ${counts.posts} blog posts in ${ms} ms`;
}
