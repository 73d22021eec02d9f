/**
 * The offer test set (issue 23): flyers in layouts that are not the demo's, each with the truth
 * of every offer printed on it, for the offer extractor's tests and `bench:offers`.
 * Made by `bun scripts/flyers/make.ts`; see README.md beside this file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

const box = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().positive().max(1),
  height: z.number().positive().max(1),
});

const offer = z.object({
  /** 1-based page number. */
  page: z.number().int().positive(),
  /** The English name as printed (no pack size), or null when only Arabic is printed. */
  name: z.string().nullable(),
  nameAr: z.string().nullable(),
  /** What the shopper pays, in AED, for `quantity` items (or for one, or per `unit`). */
  price: z.number().positive(),
  /** The previous price as printed (struck through, "was", "بدلاً من"), or null. */
  was: z.number().positive().nullable(),
  /** What the price is per: "kg" or "piece", or null. */
  unit: z.string().nullable(),
  /** How many items the price buys in a multi-buy ("2 for AED 10": 2; "Buy 1 get 1": 2), or null. */
  quantity: z.number().int().positive().nullable(),
  /** The pack size as printed ("500 g", "6 x 330 ml", "٢ لتر"), or null. */
  size: z.string().nullable(),
  /** The union of the name(s) and price as printed, as fractions of the page, origin top-left. */
  box,
  /** The price exactly as printed, one string per text run ("12" and ".50" in a burst). */
  priceText: z.array(z.string().min(1)).min(1),
  /** The previous price exactly as printed, or null. */
  wasText: z.string().nullable(),
});

const truth = z.object({
  layout: z.string(),
  title: z.string(),
  pages: z.number().int().positive(),
  offers: z.array(offer),
  /** Strings printed on the flyer that must not become offers (dates, phones, percentages). */
  notOffers: z.array(z.string()),
});

export type Box = z.infer<typeof box>;
export type TruthOffer = z.infer<typeof offer>;
export type FlyerTruth = z.infer<typeof truth>;
export type Flyer = {
  layout: FlyerLayout;
  /** The flyer as Chromium printed it, with its text layer. */
  pdf: string;
  /** The same pages as JPEG images only (no text layer), for the OCR path. */
  imagePdf: string;
  truth: FlyerTruth;
};

export const FLYER_LAYOUTS = [
  "card-grid",
  "arabic-cards",
  "price-bursts",
  "price-table",
  "per-kg-multibuy",
  "hero-mosaic",
  "cover",
] as const;
/**
 * Layouts kept out of the tuning of the OCR rules (issue 23): measured apart (bench:offers
 * prints them after the set's total), so their figures say how the rules do on unseen print.
 */
export const HELD_OUT_LAYOUTS = ["deal-strips"] as const;
export type FlyerLayout = (typeof FLYER_LAYOUTS)[number] | (typeof HELD_OUT_LAYOUTS)[number];

const dir = import.meta.dir;

/** Reads and checks the truth file of `layout`. */
export function loadTruth(layout: FlyerLayout): FlyerTruth {
  return truth.parse(JSON.parse(readFileSync(join(dir, `${layout}.json`), "utf8")));
}

/** Every flyer of the set (or the held-out ones), with its files and truth. */
export function flyerSet(layouts: readonly FlyerLayout[] = FLYER_LAYOUTS): Flyer[] {
  return layouts.map((layout) => ({
    layout,
    pdf: join(dir, `${layout}.pdf`),
    imagePdf: join(dir, `${layout}.image.pdf`),
    truth: loadTruth(layout),
  }));
}
