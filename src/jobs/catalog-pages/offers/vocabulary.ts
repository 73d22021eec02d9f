/**
 * The words of prices on UAE flyers, in English and Arabic: currencies, the markers of a
 * previous price, units, multi-buys, pack sizes, and the numbers that are not prices (dates,
 * phone numbers, percentages). Everything here works on one word's text or one line's.
 */

/** Arabic-Indic and Persian digits to ASCII; the Arabic decimal and thousands separators to "." and ",". */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
}

/** A currency word alone: AED, Dhs, Dh, درهم, د.إ (with or without its dots and a trailing full stop). */
const CURRENCY_WORD = /^(?:aed|dhs?|dirhams?|درهم|دراهم|د\.?\s?إ\.?)\.?$/i;
export const isCurrency = (text: string) => CURRENCY_WORD.test(text.trim());

/** A currency anywhere in a line ("Price (AED)", "السعر بالدرهم"): a table's header. */
export const mentionsCurrency = (text: string) =>
  /(?:^|[^a-z])(?:aed|dhs?)(?:[^a-z]|$)|درهم|بالدرهم|د\.?\s?إ/i.test(text);

/** A price number: 12, 12.5, 12.50, 1,299, 1,299.00 (after westernDigits). */
const PRICE_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d{1,2})?$/;

/** The value of a price number, or null (0 is never a price). */
export function priceValue(text: string): number | null {
  if (!PRICE_NUMBER.test(text)) return null;
  const value = Number(text.replaceAll(",", ""));
  return value > 0 && value < 1_000_000 ? value : null;
}

/**
 * A word that carries its currency with its number: "AED12.50", "Dhs.12.50", "12.50AED",
 * "12.50درهم", "12.50/-". Returns the number's text, or null.
 */
export function attachedPrice(text: string): string | null {
  const m =
    /^(?:aed|dhs?)\.?\s*([\d.,]+)$/i.exec(text) ??
    /^([\d.,]+)\s*(?:aed|dhs?|درهم|د\.?إ\.?)$/i.exec(text) ??
    /^([\d.,]+)\/-$/.exec(text);
  return m?.[1] ?? null;
}

/** The decimals of a price printed apart and smaller: ".50", "50", "،50" (in a burst beside "12"). */
export const splitDecimals = (text: string): string | null => /^[.,،]?(\d{2})$/.exec(text)?.[1] ?? null;

/** Words that say the price beside them is the previous one. */
const WAS = /^(?:was|before|usual(?:ly)?|regular|rrp|instead|reg\.?|كان|قبل|بدلاً|بدلا|بدل|السابق|الأصلي)[:.]?$/i;
export const isWasMarker = (text: string) => WAS.test(text.trim());

/** A pack size: "2L", "500 g", "1.5kg", "6 x 330 ml", "x64", "400 جم", "٣ كجم" (after westernDigits). */
export const SIZE =
  /(?:\d+\s?[x×]\s?)?\d+(?:[.,]\d+)?\s?(?:ml|cl|l|ltr|litres?|liters?|g|gm|gms|grams?|kg|kgs|pcs|pieces|pack|packs|rolls?|sheets|tabs|capsules|bags|cubes|sachets|bottles|cans|جم|جرام|غرام|غ|كجم|كغ|كيلو|مل|لتر|لترات|حبة|قطعة|قطع|لفات|مكعب|منديل|كيس)(?![a-z\u0600-\u06ff])|\bx\s?\d+\b/i;

/** A pack size or a product's specification ("55\"", "256GB", "20000 mAh", "1.5 Ton"): a number never a price. */
export const SIZE_OR_SPEC = new RegExp(
  `${SIZE.source}|\\d+(?:[.,]\\d+)?\\s?(?:inch|in|"|gb|tb|mah|w|hp|ton|بوصة)(?![a-z\\u0600-\\u06ff])`,
  "i",
);

/** Units a price is per: "/kg", "per kg", "per piece", "each", "للكيلو", "/ كجم". */
export function unitOf(text: string): string | null {
  const t = text.toLowerCase();
  if (/(?:\/|per\s?)(?:kg|kilo)|للكيلو|\/\s?(?:كجم|كغ|كيلو)|الكيلو/.test(t)) return "kg";
  if (/(?:\/|per\s?)100\s?g|لكل\s?100/.test(t)) return "100g";
  if (/(?:\/|per\s?)(?:l|ltr|litre|liter)\b|للتر|\/\s?لتر/.test(t)) return "l";
  if (/(?:\/|per\s?)(?:piece|pc|pcs|each|unit)|\beach\b|للقطعة|للحبة|\/\s?(?:حبة|قطعة)/.test(t)) return "piece";
  return null;
}

/** "2 for", "3 for AED 10", "٢ بـ", "Buy 1 get 1 free" (2), "اشتر ١ واحصل على ١": the count of a multi-buy, else null. */
export function multiBuy(text: string): number | null {
  const t = westernDigits(text);
  const get = /buy\s?(\d{1,2})\s?get\s?(\d{1,2})|اشتر[يِ]?\s?(\d{1,2})\s?(?:و\s?)?احصل\s?على\s?(\d{1,2})/i.exec(t);
  const n = get
    ? Number(get[1] ?? get[3]) + Number(get[2] ?? get[4])
    : Number(/(?:^|\s)(\d{1,2})\s?(?:for|بـ|ب)(?:\s|$)/i.exec(t)?.[1] ?? Number.NaN);
  return n >= 2 && n <= 20 ? n : null;
}

/** A line that is a promotion, not a name: "2 for", "Buy 1 get 1 free", "each", "per kg". */
export const isPromotion = (text: string) =>
  /^(?:\d{1,2}\s?(?:for|بـ|ب)|buy\s?\d+\s?get\s?\d+(?:\s?free)?|اشتر.*احصل.*|each|per\s?\S+|\/\s?\S+)$/i.test(
    westernDigits(text).trim(),
  );

/** A number after these is a threshold, not a price: "orders above AED 150", "spend over 200", "من ٥٠". */
export const isThreshold = (text: string) =>
  /^(?:above|over|min(?:imum)?|spend|from|upto|up|orders?|أكثر|فوق|اكثر)$/i.test(text.trim());

/**
 * Numbers that are never prices, whatever stands beside them: dates (27.11.2026, 27/11,
 * 2026-11-27), times, phone numbers (800 12345, +971 4 123 4567, 04-1234567), percentages.
 */
export function isNotPrice(text: string): boolean {
  const t = westernDigits(text);
  return (
    /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/.test(t) ||
    /^\d{1,2}\/\d{1,2}$/.test(t) ||
    /\d{1,2}:\d{2}/.test(t) ||
    /%|٪/.test(t) ||
    /^\+?\d{2,4}[- ]?\d{5,}$/.test(t) ||
    /^\+\d+/.test(t) ||
    /^\d{7,}$/.test(t.replaceAll(",", ""))
  );
}

/** Words about the offer that are not its name: "Now", "Only", "Offer", "Save", "عرض", "فقط", "الآن". */
export const isFiller = (text: string) =>
  /^(?:now|only|offer|offers|special|price|save|deal|new|each|from|just|sale|hot|fresh deal|عرض|عروض|فقط|الآن|الان|سعر|السعر|جديد|وفر|خصم)[:!.]?$/i.test(
    text.trim(),
  );

/** Letters of either script: a line with none is no name. */
export const hasLetters = (text: string) => /[a-z\u0621-\u064a]/i.test(text);
export const isArabicText = (text: string) => /[\u0600-\u06ff]/.test(text);
