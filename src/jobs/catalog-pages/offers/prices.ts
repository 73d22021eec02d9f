/**
 * Finds the prices on a page. A number is a price only with a sign that it is one: a currency
 * beside it (before, after, set sideways next to it, or joined to it), or a table column whose
 * header names the currency. A price burst's integer and its smaller decimals printed apart
 * are read as one price. Dates, phone numbers, percentages and pack sizes are never prices.
 */
import { gapX, sameLine, type Token, verticalOverlap } from "./tokens.ts";
import {
  attachedPrice,
  isCurrency,
  isNotPrice,
  isThreshold,
  isWasMarker,
  mentionsCurrency,
  priceValue,
  SIZE_OR_SPEC,
  splitDecimals,
} from "./vocabulary.ts";

export type Price = {
  value: number;
  /** The words it was read from (number, decimals, currency). */
  tokens: Token[];
  /** The number's size: a bigger price is the one to pay, a smaller one beside it the old one. */
  em: number;
  /** Said to be a previous price by where it stands (under a "Was" column's header) or by being struck out. */
  was?: boolean;
  /** Followed by "each": the single price printed beside a multi-buy ("AED 22.95 each"). */
  each?: boolean;
};

/** The decimals printed apart after `whole`: right of it, smaller, level with its top half. */
function decimalsAfter(whole: Token, next: Token | undefined): string | null {
  if (!next || next.angle !== whole.angle) return null;
  const digits = splitDecimals(next.text);
  if (!digits || !/^\d{1,6}\.?$/.test(whole.text)) return null;
  const beside = next.x0 >= whole.x1 - 0.1 * whole.em && next.x0 - whole.x1 <= 0.5 * whole.em;
  // A superscript's top stands up to half the number's height above the number's own top.
  const raised = next.y0 >= whole.y0 - 0.5 * (whole.y1 - whole.y0) && next.y0 <= whole.y0 + 0.5 * (whole.y1 - whole.y0);
  return beside && raised && next.em < 0.85 * whole.em ? digits : null;
}

/** A currency word beside `number`: on its line within 1.5 em, or set sideways against it. */
function currencyBeside(number: Token, tokens: readonly Token[], used: ReadonlySet<number>): Token | null {
  let best: Token | null = null;
  let bestGap = Infinity;
  for (const t of tokens) {
    if (used.has(t.index) || !isCurrency(t.text)) continue;
    const sideways = t.angle === 90 || t.angle === 270;
    const gap = gapX(t, number);
    const near = sideways
      ? verticalOverlap(t, number) >= 0.3 && gap <= 0.6 * number.em
      : sameLine(t, number) && gap <= 1.5 * Math.max(t.em, number.em);
    // A currency in the number's own size before one in another's (the old price's, just after).
    const sized = sideways || Math.abs(t.em - number.em) <= 0.2 * number.em ? 0 : number.em;
    if (near && gap + sized < bestGap) [best, bestGap] = [t, gap + sized];
  }
  return best;
}

/** Whether a pack-size unit follows the number ("2 L", "500 g") or it follows an "x" ("6 x 330"). */
function isSize(number: Token, tokens: readonly Token[]): boolean {
  const after = tokens[number.index + 1];
  const before = tokens[number.index - 1];
  const joined = (a: Token | undefined, b: Token | undefined) =>
    a && b && sameLine(a, b) && gapX(a, b) <= 0.6 * Math.max(a.em, b.em) ? `${a.text} ${b.text}` : "";
  const sizeAfter = joined(number, after);
  if (sizeAfter && new RegExp(`^(?:${SIZE_OR_SPEC.source})$`, "i").test(sizeAfter)) return true;
  return !!before && /^[x×]$/i.test(before.text) && !!joined(before, number);
}

type Column = { x0: number; x1: number; below: number };

/**
 * Columns of a price table, under a header that names the currency ("Price (AED)") or says
 * the prices are previous ones ("Was", "السعر السابق"): the header's x-range.
 */
function columnsUnder(tokens: readonly Token[], isHeader: (t: Token) => boolean): Column[] {
  return tokens.filter(isHeader).map((t) => {
    // The header's words on its line ("Price" "(AED)") make the column as wide as the header.
    const header = tokens.filter((o) => sameLine(o, t) && gapX(o, t) <= 0.6 * t.em);
    const x0 = Math.min(...header.map((o) => o.x0));
    const x1 = Math.max(...header.map((o) => o.x1));
    return { x0, x1, below: t.y1 };
  });
}

/** Whether the word before `first` (on its line, close) makes the number a threshold ("above AED 150"). */
function afterThreshold(first: Token, tokens: readonly Token[]): boolean {
  const before = tokens[first.index - 1];
  return !!before && sameLine(before, first) && gapX(before, first) <= first.em && isThreshold(before.text);
}

/** Whether a number is printed with decimals ("9.95", "١٢٫٥٠"), not as whole dirhams. */
const hasDecimals = (text: string) => /\d[.,٫]\d{1,2}$/.test(text);

/**
 * A price-list column prints every price the same way. Where most of a column's prices carry
 * decimals, one without is a misreading (OCR's "17295" for "17.95", the point read as a 2):
 * uncertain, so left out rather than guessed.
 */
function inColumnFormat(prices: readonly (Price & { column?: Column })[]): Price[] {
  const decimals = new Map<Column, { with: number; all: number }>();
  for (const p of prices) {
    if (!p.column) continue;
    const count = decimals.get(p.column) ?? { with: 0, all: 0 };
    decimals.set(p.column, { with: count.with + (hasDecimals(p.tokens[0]!.text) ? 1 : 0), all: count.all + 1 });
  }
  return prices
    .filter((p) => {
      const count = p.column && decimals.get(p.column);
      return !count || count.with < 3 || count.with < 0.75 * count.all || hasDecimals(p.tokens[0]!.text);
    })
    .map(({ column: _, ...price }) => price);
}

export function findPrices(tokens: readonly Token[]): Price[] {
  const prices: (Price & { column?: Column })[] = [];
  const used = new Set<number>();
  const headers = tokens.filter((t) => mentionsCurrency(t.text) && !isCurrency(t.text));
  const columns = columnsUnder(tokens, (t) => headers.includes(t));
  // A "Was" header counts only in a table's header row: beside a price column's header.
  const wasColumns = columnsUnder(tokens, (t) => isWasMarker(t.text) && headers.some((h) => sameLine(h, t)));
  const under = (t: Token, c: Column) => t.y0 >= c.below && t.x1 > c.x0 - t.em && t.x0 < c.x1 + t.em;
  for (const t of tokens) {
    if (used.has(t.index) || isNotPrice(t.raw)) continue;
    const attached = attachedPrice(t.text);
    if (attached !== null) {
      const value = priceValue(attached);
      if (value !== null) {
        prices.push({ value, tokens: [t], em: t.em });
        used.add(t.index);
      }
      continue;
    }
    const next = tokens[t.index + 1];
    const decimals = decimalsAfter(t, next);
    const value = priceValue(decimals ? `${t.text.replace(/\.$/, "")}.${decimals}` : t.text);
    if (value === null || isSize(t, tokens)) continue;
    const parts = decimals && next ? [t, next] : [t];
    const currency = currencyBeside(t, tokens, used);
    if (afterThreshold(currency && currency.x0 < t.x0 ? currency : t, tokens)) continue;
    const column = wasColumns.find((c) => under(t, c)) ?? columns.find((c) => under(t, c));
    const inWasColumn = !!column && wasColumns.includes(column);
    const inColumn = !!column;
    // "was 19.95", "بدلاً من ١٩٫٩٥": the marker says it is a price even with no currency.
    const marked = tokens.some((o) => isWasMarker(o.text) && sameLine(o, t) && gapX(o, t) <= 3 * Math.max(o.em, t.em));
    if (!currency && !inColumn && !marked) continue;
    if (currency) parts.push(currency);
    for (const p of parts) used.add(p.index);
    const last = parts.reduce((a, b) => (b.x1 > a.x1 ? b : a));
    const after = tokens.find(
      (o) => o.index > last.index && o.index <= last.index + 2 && /^each$|^للحبة$/i.test(o.text),
    );
    const each = !!after && sameLine(after, last) && gapX(after, last) <= t.em;
    prices.push({
      value,
      tokens: parts,
      em: t.em,
      ...(inWasColumn || parts.some((p) => p.struck) ? { was: true } : {}),
      ...(each ? { each } : {}),
      ...(currency ? {} : { column }),
    });
  }
  return inColumnFormat(prices);
}
