/**
 * The demo's media files under DATA_DIR/media: catalogue PDFs with their covers, store
 * logos and covers, blog banners. Written before the inserts because PDFs need async work.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { slugify } from "../../../src/lib/slug.ts";
import { DEMO_POSTS } from "../data/blog-posts.ts";
import { CATALOG_THEMES, CATALOG_TITLES } from "../data/catalogs.ts";
import { DEMO_STORES } from "../data/stores.ts";
import { catalogPdf } from "../pdf.ts";
import { seededRandom } from "../random.ts";
import { blogBannerSvg, catalogCoverSvg, hueOf, storeCoverSvg, storeLogoSvg } from "../svg.ts";

/** At most this many distinct PDFs are generated; further catalogues share them (keeps --scale fast). */
const MAX_PDFS = 60;

export type PdfFile = { fileUrl: string; coverImage: string; pages: number; title: string };

export function makeMediaDirs(media: string): void {
  for (const dir of ["stores", "catalogs", "blog"]) mkdirSync(join(media, dir), { recursive: true });
}

/** One PDF per demo catalogue (up to MAX_PDFS), each from its own seed so the files never depend on the rows. */
export async function writeCatalogPdfs(media: string): Promise<PdfFile[]> {
  const pdfs: PdfFile[] = [];
  const plan = DEMO_STORES.flatMap((s) => Array.from({ length: s.catalogs }, (_, i) => ({ store: s, i })));
  for (const [n, { store, i }] of plan.slice(0, MAX_PDFS).entries()) {
    const random = seededRandom(1000 + n);
    const pages = random.int(3, 12);
    const title = CATALOG_TITLES[(n + i) % CATALOG_TITLES.length]!;
    const theme = CATALOG_THEMES[store.category] ?? CATALOG_THEMES.Supermarkets!;
    const file = `${slugify(store.name)}-${n + 1}`;
    writeFileSync(
      join(media, "catalogs", `${file}.pdf`),
      await catalogPdf({ store: store.name, title, pages, hue: hueOf(store.name), products: theme.products, random }),
    );
    writeFileSync(join(media, "catalogs", `${file}-cover.svg`), catalogCoverSvg(store.name, title, null));
    pdfs.push({
      fileUrl: `/media/catalogs/${file}.pdf`,
      coverImage: `/media/catalogs/${file}-cover.svg`,
      pages,
      title,
    });
  }
  return pdfs;
}

export function writeStoreImages(media: string): void {
  for (const s of DEMO_STORES) {
    const slug = slugify(s.name);
    writeFileSync(join(media, "stores", `${slug}-logo.svg`), storeLogoSvg(s.name));
    writeFileSync(join(media, "stores", `${slug}-cover.svg`), storeCoverSvg(s.name));
  }
}

export function writeBlogBanners(media: string): void {
  for (const post of DEMO_POSTS)
    writeFileSync(join(media, "blog", `${slugify(post.title)}.svg`), blogBannerSvg(post.title, post.category));
}
