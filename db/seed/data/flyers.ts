/**
 * The bilingual demo flyers: small PDFs printed in English and Arabic by Chromium
 * (`npm run make:flyers`, scripts/flyers/), because pdf-lib's standard fonts cannot shape
 * Arabic. They are committed under data/flyers/ and the seed copies each one as its store's
 * first catalogue of the line, live on any day: an everyday title fits any dates, and two
 * are open-ended so "milk", "حليب", "tv" and "تلفزيون" always find a live page.
 * Nothing dated is printed on them, since the rows' dates follow `today`.
 */
import { flyerPages, type Offer } from "#db/seed/offers.ts";
import { seededRandom } from "#db/seed/random.ts";
import { PRODUCT_LINES } from "./products.ts";
import type { BilingualLine } from "./products-ar.ts";

export type FlyerFixture = {
  /** data/flyers/{file}.pdf */
  file: string;
  /** The DEMO_STORES name printed in the header. */
  store: string;
  line: BilingualLine;
  /** An everyday title of the line (its Arabic from catalogs-ar.ts), so it fits any validity. */
  title: string;
  pages: number;
  /** Seeds the product order and prices. */
  seed: number;
  /** Open-ended validity instead of a current one that ends within a month. */
  openEnded: boolean;
};

export const FLYER_FIXTURES: readonly FlyerFixture[] = [
  // Four pages of six: every grocery product, Fresh Milk 2L included.
  {
    file: "carrefour-fresh-market-offers",
    store: "Carrefour",
    line: "groceries",
    title: "Fresh Market Offers",
    pages: 4,
    seed: 11,
    openEnded: true,
  },
  {
    file: "lulu-super-saver",
    store: "Lulu Hypermarket",
    line: "groceries",
    title: "Super Saver",
    pages: 3,
    seed: 12,
    openEnded: false,
  },
  // Every electronics product, both TVs included.
  {
    file: "sharaf-dg-tech-deals",
    store: "Sharaf DG",
    line: "electronics",
    title: "Tech Deals",
    pages: 4,
    seed: 13,
    openEnded: true,
  },
  {
    file: "jumbo-gadget-offers",
    store: "Jumbo Electronics",
    line: "electronics",
    title: "Gadget Offers",
    pages: 3,
    seed: 14,
    openEnded: false,
  },
  {
    file: "emax-price-drop",
    store: "Emax",
    line: "electronics",
    title: "Price Drop",
    pages: 3,
    seed: 15,
    openEnded: false,
  },
];

/** The offers on each page of a fixture, the same for the script that prints it and the seed that describes it. */
export function fixtureOffers(f: FlyerFixture): Offer[][] {
  return flyerPages(PRODUCT_LINES[f.line].products, f.pages, seededRandom(f.seed));
}
