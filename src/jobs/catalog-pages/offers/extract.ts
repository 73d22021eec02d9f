/**
 * Every offer on one page, from its words and their boxes (the PDF's text layer or OCR).
 *
 *   1. Prices are found (prices.ts); a smaller, higher price next to a price, a price marked
 *      "was" / "بدلاً من", or one in a table's Was column is that price's previous one; the
 *      single price printed with a multi-buy ("AED 22.95 each") belongs to it.
 *   2. An offer printed twice, in English and in Arabic, each name over its own price, is one.
 *   3. The other words become lines and name blocks (phrases.ts), and each language's blocks
 *      are matched one to one to the prices the page's way: above, below or before them
 *      (assign.ts), so a name is never taken from a neighbouring product.
 *   4. A price's blocks and the lines around it give its names, pack size, unit and multi-buy;
 *      a price with no name is left out.
 *
 * Where a field is uncertain it is left out; where the whole offer is, it is not reported.
 */
import type { FoundOffer } from "#lib/offers.ts";
import type { PageWord } from "../page-words.ts";
import { assignLeftovers, assignNames } from "./assign.ts";
import { type Block, blocksOf, type Phrase, phrasesOf } from "./phrases.ts";
import { findPrices, type Price } from "./prices.ts";
import { type Box, gapX, gapY, overlapsX, tokensOf, union, verticalOverlap } from "./tokens.ts";
import {
  hasLetters,
  isFiller,
  isNotPrice,
  isPromotion,
  isWasMarker,
  multiBuy,
  SIZE,
  unitOf,
  westernDigits,
} from "./vocabulary.ts";

/** At most this many words of a page are read for offers: the work per page stays bounded. */
const MAX_WORDS = 6000;

/** A price to pay, its previous price, the same price printed again in the other language, and its names. */
type Slot = { price: Price; box: Box; was: Price | null; twin?: Price; latin?: Block; arabic?: Block };

const boxOf = (p: Price) => union(p.tokens);

export function extractOffers(words: readonly PageWord[], page: { width: number; height: number }): FoundOffer[] {
  const tokens = tokensOf(words.slice(0, MAX_WORDS), page);
  const prices = findPrices(tokens);
  if (prices.length === 0) return [];
  const priced = new Set(prices.flatMap((p) => p.tokens.map((t) => t.index)));
  const phrases = phrasesOf(tokens.filter((t) => !priced.has(t.index)));
  const slots = joinTwins(pairPrevious(prices, phrases));
  // Each language's name is looked for from its own price where the offer is printed twice.
  const targetsFor = (arabic: boolean) =>
    new Map(
      slots.map((slot) => {
        const own = slot.twin && arabicPrice(slot.twin) === arabic ? slot.twin : slot.price;
        return [slot, { box: slot.twin ? boxOf(own) : slot.box, em: own.em }];
      }),
    );
  const targets = targetsFor(false);
  const namable = phrases.filter((p) => canName(p) && !isSizeOnly(p));
  const blocks = [false, true].map((arabic) => blocksOf(namable.filter((p) => p.arabic === arabic)));
  const give = (slot: Slot, block: Block) => {
    slot[block.arabic ? "arabic" : "latin"] = block;
  };
  for (const [i, script] of blocks.entries()) {
    const scriptTargets = targetsFor(i === 1);
    const names = assignNames(script, [...scriptTargets.values()]);
    for (const [slot, target] of scriptTargets) {
      const block = names.get(target);
      if (block) give(slot, block);
    }
  }
  const named = new Set(slots.flatMap((s) => [s.latin, s.arabic]).filter(Boolean));
  const unnamed = slots.filter((s) => !s.latin && !s.arabic);
  const leftovers = assignLeftovers(
    blocks.flat().filter((b) => !named.has(b)),
    unnamed.map((s) => targets.get(s)!),
  );
  for (const slot of unnamed) {
    const block = leftovers.get(targets.get(slot)!);
    if (block) give(slot, block);
  }
  return mergeLanguages(slots.flatMap((slot) => offerOf(slot, phrases, page)));
}

/** Whether a price is printed the Arabic way (درهم, د.إ, Arabic-Indic digits). */
const arabicPrice = (p: Price) => p.tokens.some((t) => /[\u0600-\u06ff]/.test(t.raw));

/**
 * One offer printed twice, in English and in Arabic, each with its name over its own price: the
 * same price and previous price, one written the Arabic way and one not, near each other, are
 * one slot (nearest pairs first), so each name finds its language's price.
 */
function joinTwins(slots: Slot[]): Slot[] {
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

/** Whether a phrase may be (part of) a product name. */
function canName(p: Phrase): boolean {
  return (
    hasLetters(p.text) &&
    !p.tokens.every((t) => isFiller(t.text) || isWasMarker(t.text)) &&
    !isNotPrice(p.text) &&
    !isPromotion(p.text)
  );
}

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
function pairPrevious(prices: readonly Price[], phrases: readonly Phrase[]): Slot[] {
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

function offerOf(slot: Slot, phrases: readonly Phrase[], page: { width: number; height: number }): FoundOffer[] {
  const name = nameOf(slot.latin);
  const nameAr = nameOf(slot.arabic);
  if (!name && !nameAr) return [];
  const blocks = [slot.latin, slot.arabic].filter((b): b is Block => !!b);
  // Size, unit and multi-buy are printed in the name, beside the price, or between the two (a table's Size column).
  const region = union([slot.box, ...blocks]);
  const near = phrases.filter((p) => gapY(p, region) < 0.5 * slot.price.em && gapX(p, region) < 2 * slot.price.em);
  const all = westernDigits(near.map((p) => p.text).join(" "));
  const size = sizeOf([...blocks.flatMap((b) => b.lines), ...near]);
  return [
    {
      name,
      nameAr,
      price: slot.price.value,
      was: slot.was?.value ?? null,
      unit: unitOf(all),
      quantity: multiBuy(all),
      size,
      box: fractions(union([...slot.price.tokens, ...(slot.twin?.tokens ?? []), ...blocks]), page),
    },
  ];
}

const isSizeOnly = (p: Phrase) => !hasLetters(westernDigits(p.text).replace(SIZE, ""));

/** The first pack size printed in these lines, as printed. */
function sizeOf(lines: readonly Phrase[]): string | null {
  for (const line of lines) {
    const m = SIZE.exec(westernDigits(line.text));
    if (m) return line.text.slice(m.index, m.index + m[0].length).trim() || null;
  }
  return null;
}

/** A block's text, top to bottom, as printed (a size in the name stays), without units or filler words. */
function nameOf(block: Block | undefined): string | null {
  if (!block) return null;
  const text = block.lines
    .map((p) =>
      p.tokens
        .filter((t) => !isFiller(t.text) && unitOf(t.text) === null)
        .map((t) => t.raw)
        .join(" "),
    )
    .join(" ");
  const name = text.replace(/\s+/g, " ").trim();
  return hasLetters(name) ? name : null;
}

const fractions = (b: Box, page: { width: number; height: number }) => ({
  x: b.x0 / page.width,
  y: b.y0 / page.height,
  width: (b.x1 - b.x0) / page.width,
  height: (b.y1 - b.y0) / page.height,
});

/** An English block and an Arabic block side by side at one price are one bilingual offer. */
function mergeLanguages(offers: FoundOffer[]): FoundOffer[] {
  const out: FoundOffer[] = [];
  for (const offer of offers) {
    const twin = out.find(
      (o) =>
        o.price === offer.price &&
        o.was === offer.was &&
        ((o.name && !o.nameAr && offer.nameAr && !offer.name) ||
          (o.nameAr && !o.name && offer.name && !offer.nameAr)) &&
        Math.abs(o.box.y - offer.box.y) < 0.12 &&
        Math.abs(o.box.x + o.box.width / 2 - (offer.box.x + offer.box.width / 2)) < 0.4,
    );
    if (!twin) {
      out.push(offer);
      continue;
    }
    twin.name ??= offer.name;
    twin.nameAr ??= offer.nameAr;
    twin.size ??= offer.size;
    twin.unit ??= offer.unit;
    twin.quantity ??= offer.quantity;
    const x = Math.min(twin.box.x, offer.box.x);
    const y = Math.min(twin.box.y, offer.box.y);
    twin.box = {
      x,
      y,
      width: Math.max(twin.box.x + twin.box.width, offer.box.x + offer.box.width) - x,
      height: Math.max(twin.box.y + twin.box.height, offer.box.y + offer.box.height) - y,
    };
  }
  return out;
}
