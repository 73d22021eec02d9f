/**
 * The slots offers are made from: each price to pay, with its previous price (a smaller, higher
 * price beside it, one a "was" marker names, one in a table's Was column), the single price of a
 * multi-buy absorbed, and the same price printed again in the other language joined to it.
 */
import type { Block, Phrase } from "./phrases.ts";
import type { Price } from "./prices.ts";
import { type Box, gapX, gapY, overlapsX, union, verticalOverlap } from "./tokens.ts";
import { isWasMarker } from "./vocabulary.ts";

/** A price to pay, its previous price, the same price printed again in the other language, and its names. */
export type Slot = { price: Price; box: Box; was: Price | null; twin?: Price; latin?: Block; arabic?: Block };

export const boxOf = (p: Price) => union(p.tokens);

/** Whether a price is printed the Arabic way (درهم, د.إ, Arabic-Indic digits). */
export const arabicPrice = (p: Price) => p.tokens.some((t) => /[\u0600-\u06ff]/.test(t.raw));

/**
 * The prices marked as previous ones: each "was" / "usual price" / "بدلاً من" marks the one
 * price nearest it, on its line (either side) or just under it.
 */
function wasMarked(prices: readonly Price[], phrases: readonly Phrase[]): Set<Price> {
  const marked = new Set<Price>();
  for (const phrase of phrases) {
    if (!phrase.tokens.some((t) => isWasMarker(t.text))) continue;
    let best: Price | null = null;
    let bestDistance = Infinity;
    for (const price of prices) {
      const box = boxOf(price);
      const level = verticalOverlap(phrase, box) >= 0.5;
      const under = phrase.y1 <= box.y0 + 0.2 * price.em && overlapsX(phrase, box, price.em);
      const distance = level || under ? gapX(phrase, box) + gapY(phrase, box) : Infinity;
      if (distance <= 2 * Math.max(price.em, phrase.em) && distance < bestDistance)
        [best, bestDistance] = [price, distance];
    }
    if (best) marked.add(best);
  }
  return marked;
}

/** Each price to be paid, with the previous price printed beside it when there is one. */
export function pairPrevious(prices: readonly Price[], phrases: readonly Phrase[]): Slot[] {
  const marked = wasMarked(prices, phrases);
  for (const price of prices) if (price.was) marked.add(price);
  const taken = new Set<Price>();
  const slots: Slot[] = [];
  const ordered = [...prices].sort((a, b) => b.em - a.em);
  for (const price of ordered) {
    if (taken.has(price) || marked.has(price)) continue;
    const box = boxOf(price);
    let was: Price | null = null;
    let best = Infinity;
    for (const other of prices) {
      if (other === price || taken.has(other) || other.value <= price.value) continue;
      const near = gapX(boxOf(other), box) + gapY(boxOf(other), box);
      // Beside it on its row (a table's Was column) or close by (a card's struck-through price).
      const reach = verticalOverlap(boxOf(other), box) >= 0.5 ? 8 : 2.5;
      if (near > reach * price.em) continue;
      const previous = marked.has(other) || other.em < 0.85 * price.em;
      if (previous && near < best) [was, best] = [other, near];
    }
    if (was) taken.add(was);
    taken.add(price);
    // The single price printed with a multi-buy belongs to it, neither its price nor its previous one.
    for (const other of prices)
      if (
        other.each &&
        !taken.has(other) &&
        other.em < price.em &&
        gapX(boxOf(other), box) + gapY(boxOf(other), box) <= 2 * price.em
      )
        taken.add(other);
    slots.push({ price, box: was ? union([box, boxOf(was)]) : box, was });
  }
  return slots;
}

/**
 * One offer printed twice, in English and in Arabic, each with its name over its own price: the
 * same price and previous price, one written the Arabic way and one not, near each other, are
 * one slot (nearest pairs first), so each name finds its language's price.
 */
export function joinTwins(slots: Slot[]): Slot[] {
  const pairs: { a: Slot; b: Slot; d: number }[] = [];
  for (const a of slots)
    for (const b of slots) {
      if (!arabicPrice(a.price) || arabicPrice(b.price) || a.price.value !== b.price.value) continue;
      if ((a.was?.value ?? null) !== (b.was?.value ?? null)) continue;
      const d = gapX(a.box, b.box) + gapY(a.box, b.box);
      if (d <= 30 * Math.max(a.price.em, b.price.em)) pairs.push({ a, b, d });
    }
  pairs.sort((x, y) => x.d - y.d);
  const gone = new Set<Slot>();
  for (const { a, b } of pairs) {
    if (gone.has(a) || gone.has(b)) continue;
    gone.add(a);
    b.box = union([b.box, a.box]);
    b.twin = a.price;
  }
  return slots.filter((s) => !gone.has(s));
}
