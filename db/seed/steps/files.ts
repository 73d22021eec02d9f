/**
 * The demo's media files under DATA_DIR/media: catalogue PDFs with their covers, store
 * logos and covers, blog banners. Written before the inserts because PDFs need async work.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatDate } from "../../../src/lib/dates.ts";
import { slugify } from "../../../src/lib/slug.ts";
import { PRODUCT_LINES } from "../data/products.ts";
import { DEMO_STORES } from "../data/stores.ts";
import { flyerPages, OFFERS_PER_PAGE } from "../offers.ts";
import { catalogPdf } from "../pdf.ts";
import { seededRandom } from "../random.ts";
import { blogBannerSvg, catalogCoverSvg, hueOf, storeCoverSvg, storeLogoSvg } from "../svg.ts";
import type { PlannedCatalog } from "./catalog-plan.ts";
import type { DatedPost } from "./posts.ts";

export type PdfFile = {
  fileUrl: string;
  coverImage: string;
  pages: number;
  title: string;
  /** The first offers of the flyer, for the catalogue's description. */
  highlights: string[];
};

export function makeMediaDirs(media: string): void {
  for (const dir of ["stores", "catalogs", "blog"]) mkdirSync(join(media, dir), { recursive: true });
}

/** "Offers valid Nov 14 - Dec 3, 2026." or "Offers valid from Nov 14, 2026." */
function validity(c: PlannedCatalog): string {
  const from = formatDate(c.startDate, "en");
  if (!c.expiryDate) return `Offers valid from ${from}.`;
  const to = formatDate(c.expiryDate, "en");
  return `Offers valid ${from.slice(-4) === to.slice(-4) ? from.slice(0, -6) : from} - ${to}.`;
}

/**
 * One PDF per planned catalogue, in plan order (store by store), each from its own seed so the
 * files never depend on the rows. Up to six offers per page and no product twice in one flyer.
 */
export async function writeCatalogPdfs(media: string, plan: PlannedCatalog[][]): Promise<PdfFile[][]> {
  let n = 0;
  const files: PdfFile[][] = [];
  for (const [s, store] of DEMO_STORES.entries()) {
    files[s] = [];
    for (const c of plan[s]!) {
      const random = seededRandom(1000 + n);
      const products = PRODUCT_LINES[c.line].products;
      const pages = flyerPages(products, random.int(3, Math.floor(products.length / OFFERS_PER_PAGE)), random);
      const file = `${slugify(store.name)}-${++n}`;
      const pdf = await catalogPdf({
        store: store.name,
        title: c.title,
        pages,
        hue: hueOf(store.name),
        date: c.startDate,
        validity: validity(c),
      });
      writeFileSync(join(media, "catalogs", `${file}.pdf`), pdf);
      writeFileSync(join(media, "catalogs", `${file}-cover.svg`), catalogCoverSvg(store.name, c.title, null));
      files[s]!.push({
        fileUrl: `/media/catalogs/${file}.pdf`,
        coverImage: `/media/catalogs/${file}-cover.svg`,
        pages: pages.length,
        title: c.title,
        highlights: pages[0]!.slice(0, 3).map((o) => o.product),
      });
    }
  }
  return files;
}

export function writeStoreImages(media: string): void {
  for (const s of DEMO_STORES) {
    const slug = slugify(s.name);
    writeFileSync(join(media, "stores", `${slug}-logo.svg`), storeLogoSvg(s.name));
    writeFileSync(join(media, "stores", `${slug}-cover.svg`), storeCoverSvg(s.name));
  }
}

export function writeBlogBanners(media: string, posts: DatedPost[]): void {
  for (const post of posts)
    writeFileSync(join(media, "blog", `${slugify(post.title)}.svg`), blogBannerSvg(post.title, post.category));
}
