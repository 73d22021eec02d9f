/**
 * The price per kilogram or per litre of an offer, from its pack size as printed ("2L",
 * "500 g", "6 x 330 ml", "١ كجم"), so shoppers can compare packs of different sizes. Sizes
 * that are counts ("x64", "100 pack") or that we cannot read give none: better no unit price
 * than a wrong one.
 */
import { normalizeText } from "./normalize-text.ts";

export type PerUnit = "kg" | "l";

/** Each unit as printed (English and Arabic spellings, normalised), and what one of it is. */
const UNITS: Record<string, { per: PerUnit; factor: number }> = {
  kg: { per: "kg", factor: 1 },
  kgs: { per: "kg", factor: 1 },
  kilo: { per: "kg", factor: 1 },
  كجم: { per: "kg", factor: 1 },
  كغ: { per: "kg", factor: 1 },
  كيلو: { per: "kg", factor: 1 },
  g: { per: "kg", factor: 0.001 },
  gm: { per: "kg", factor: 0.001 },
  gms: { per: "kg", factor: 0.001 },
  gr: { per: "kg", factor: 0.001 },
  grams: { per: "kg", factor: 0.001 },
  جم: { per: "kg", factor: 0.001 },
  غ: { per: "kg", factor: 0.001 },
  غرام: { per: "kg", factor: 0.001 },
  جرام: { per: "kg", factor: 0.001 },
  l: { per: "l", factor: 1 },
  lt: { per: "l", factor: 1 },
  ltr: { per: "l", factor: 1 },
  litre: { per: "l", factor: 1 },
  liter: { per: "l", factor: 1 },
  لتر: { per: "l", factor: 1 },
  ل: { per: "l", factor: 1 },
  ml: { per: "l", factor: 0.001 },
  مل: { per: "l", factor: 0.001 },
  cl: { per: "l", factor: 0.01 },
};

// "6 x 330 ml", "12x1.5L", "2 × 500 g", "500 g", "1,5 l"; the count is optional.
const SIZE = /^(?:(\d{1,3})\s*[x×]\s*)?(\d{1,5}(?:[.,٫]\d{1,3})?)\s*([\p{L}]{1,6})\.?$/u;

/** The total amount of a pack in kilograms or litres; null for counts and what we cannot read. */
export function packAmount(size: string | null | undefined): { amount: number; per: PerUnit } | null {
  if (!size) return null;
  const m = normalizeText(size).match(SIZE);
  if (!m) return null;
  const unit = UNITS[m[3]!];
  if (!unit) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const amount = count * Number(m[2]!.replace(/[,٫]/, ".")) * unit.factor;
  return amount > 0 && Number.isFinite(amount) ? { amount, per: unit.per } : null;
}

/**
 * AED per kg or per litre for an offer of `price` (for `quantity` packs in a multi-buy) of
 * `size`; null when the price is already per unit (`unit` set) or the size gives no weight or volume.
 */
export function unitPrice(o: {
  price: number;
  quantity: number | null;
  unit: string | null;
  size: string | null;
}): { value: number; per: PerUnit } | null {
  if (o.unit) return null;
  const pack = packAmount(o.size);
  if (!pack) return null;
  return { value: o.price / (o.quantity && o.quantity > 0 ? o.quantity : 1) / pack.amount, per: pack.per };
}
