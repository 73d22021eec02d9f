/**
 * Scores found offers against a flyer's truth: a found offer matches the truth offer on its
 * page with the same price whose box it overlaps most (each truth offer matched once).
 * recall = matched / truth, precision = matched / found; a name is right when, folded
 * (case, spaces, punctuation, Arabic letter forms, diacritics), it equals the truth's English or
 * Arabic name; box accuracy is the mean intersection-over-union of the matched boxes.
 */
import type { FoundOffer } from "#lib/offers.ts";
import type { Box, TruthOffer } from "./flyer-set.ts";

export type PageOffers = { page: number; offers: FoundOffer[] };

export type Score = {
  truth: number;
  found: number;
  matched: number;
  namesRight: number;
  wasRight: number;
  boxIou: number;
  /** What was missed and what was found that is not there, for reading. */
  missed: TruthOffer[];
  extra: (FoundOffer & { page: number })[];
  wrongNames: { found: string; truth: string }[];
};

function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** Folds a name for comparison: no case, no marks or tatweel, one form of alef/yeh/teh marbuta, letters and digits only. */
export function foldName(name: string | null): string {
  return (name ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export function scoreOffers(truth: readonly TruthOffer[], found: readonly PageOffers[]): Score {
  const score: Score = {
    truth: truth.length,
    found: 0,
    matched: 0,
    namesRight: 0,
    wasRight: 0,
    boxIou: 0,
    missed: [],
    extra: [],
    wrongNames: [],
  };
  const left = new Set(truth);
  for (const { page, offers } of found) {
    score.found += offers.length;
    for (const offer of offers) {
      let best: TruthOffer | null = null;
      let bestIou = 0;
      for (const t of left) {
        if (t.page !== page || Math.abs(t.price - offer.price) > 0.001) continue;
        const overlap = iou(t.box, offer.box);
        if (overlap > bestIou) [best, bestIou] = [t, overlap];
      }
      if (!best) {
        score.extra.push({ ...offer, page });
        continue;
      }
      left.delete(best);
      score.matched++;
      score.boxIou += bestIou;
      const names = [foldName(best.name), foldName(best.nameAr)].filter(Boolean);
      const got = [foldName(offer.name), foldName(offer.nameAr)].filter(Boolean);
      if (got.length > 0 && got.every((g) => names.includes(g))) score.namesRight++;
      else
        score.wrongNames.push({
          found: `${offer.name ?? ""} | ${offer.nameAr ?? ""}`,
          truth: `${best.name ?? ""} | ${best.nameAr ?? ""}`,
        });
      if ((best.was ?? null) === (offer.was ?? null)) score.wasRight++;
    }
  }
  score.missed = [...left];
  if (score.matched) score.boxIou /= score.matched;
  return score;
}
