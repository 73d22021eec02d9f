/**
 * The demo's media files under DATA_DIR/media: catalogue PDFs (their covers come from
 * processing: page 1), store logos and covers, blog banners. Written before the inserts because PDFs need async work.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fixtureOffers } from "#db/seed/data/flyers.ts";
import { PRODUCT_LINES } from "#db/seed/data/products.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { readFlyer } from "#db/seed/flyer-files.ts";
import { flyerPages, OFFERS_PER_PAGE, type Offer } from "#db/seed/offers.ts";
import { catalogPdf } from "#db/seed/pdf.ts";
import { type Random, seededRandom } from "#db/seed/random.ts";
import { blogBannerSvg, hueOf, storeCoverSvg, storeLogoSvg } from "#db/seed/svg.ts";
import { formatDate } from "#lib/dates.ts";
import { slugify } from "#lib/slug.ts";
import type { PlannedCatalog } from "./catalog-plan.ts";
import type { DatedPost } from "./posts.ts";

export type PdfFile = {
  fileUrl: string;
  coverImage: string | null;
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

/** A planned catalogue's offers and PDF: the committed bilingual flyer, or one printed with pdf-lib. */
async function flyerFor(
  c: PlannedCatalog,
  store: string,
  random: Random,
): Promise<{ pages: Offer[][]; pdf: Uint8Array }> {
  if (c.fixture) return { pages: fixtureOffers(c.fixture), pdf: await readFlyer(c.fixture.file) };
  const products = PRODUCT_LINES[c.line].products;
  const pages = flyerPages(products, random.int(3, Math.floor(products.length / OFFERS_PER_PAGE)), random);
  const pdf = await catalogPdf({
    store,
    title: c.title,
    pages,
    hue: hueOf(store),
    date: c.startDate,
    validity: validity(c),
  });
  return { pages, pdf };
}

/**
 * One PDF per planned catalogue, in plan order (store by store), each from its own seed so the
 * files never depend on the rows. Up to six offers per page and no product twice in one flyer.
 * A catalogue planned as a bilingual fixture gets a copy of the committed flyer.
 */
export async function writeCatalogPdfs(media: string, plan: PlannedCatalog[][]): Promise<PdfFile[][]> {
  let n = 0;
  const files: PdfFile[][] = [];
  for (const [s, store] of DEMO_STORES.entries()) {
    files[s] = [];
    for (const c of plan[s]!) {
      const { pages, pdf } = await flyerFor(c, store.name, seededRandom(1000 + n));
      const file = `${slugify(store.name)}-${++n}`;
      writeFileSync(join(media, "catalogs", `${file}.pdf`), pdf);
      files[s]!.push({
        fileUrl: `/media/catalogs/${file}.pdf`,
        // No cover of its own: processing makes page 1 the cover, as for an operator's upload.
        coverImage: null,
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
