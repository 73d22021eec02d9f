/**
 * Offer prices and how flyers print them. Prices are computed, not typed, so they vary
 * (different discounts and endings on every card) and the truth can never disagree with
 * what is printed: both come from the same number.
 */

/** Discounts taken in turn, so neighbouring cards never share a saving. */
const CUTS = [0.18, 0.25, 0.1, 0.33, 0.22, 0.4, 0.15, 0.28, 0.12, 0.35, 0.2, 0.45];

/** A grocery-style offer price: the shelf price cut, ending in .25/.50/.75/.95. */
export function offerPrice(shelf: number, i: number): number {
  const cut = CUTS[i % CUTS.length]!;
  let p = Math.round(shelf * (1 - cut) * 4) / 4;
  if (Number.isInteger(p)) p -= 0.05;
  return Math.max(0.95, Math.round(p * 100) / 100);
}

/** An electronics-style offer price: whole dirhams ending in 9 (2,239). */
export function wholePrice(shelf: number, i: number): number {
  const cut = CUTS[(i + 5) % CUTS.length]!;
  return Math.max(9, Math.round((shelf * (1 - cut)) / 10) * 10 - 1);
}

/** "12.50", "1,299.00". */
export function money(amount: number, decimals = 2): string {
  return amount.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** The integer part as a burst prints it big ("1,299") and the cents as the small run (".50"). */
export function splitMoney(amount: number): { whole: string; cents: string } {
  const [whole, cents] = money(amount).split(".");
  return { whole: whole!, cents: `.${cents}` };
}

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** Western digits to Arabic-Indic, with the Arabic decimal (٫) and thousands (٬) separators. */
export function arabicDigits(text: string): string {
  return text.replace(/[0-9.,]/g, (c) => (c === "." ? "٫" : c === "," ? "٬" : ARABIC_INDIC[Number(c)]!));
}

const UNITS_AR: Record<string, string> = {
  L: "لتر",
  ml: "مل",
  kg: "كجم",
  g: "غ",
  pcs: "حبة",
  bags: "كيس",
  cubes: "مكعب",
  sheets: "منديل",
};

/** "6 x 330 ml" as an Arabic card prints it: "٦ × ٣٣٠ مل". */
export function sizeAr(size: string): string {
  return arabicDigits(size)
    .replace(/ x /g, " × ")
    .replace(/[A-Za-z]+/g, (unit) => UNITS_AR[unit] ?? unit);
}
