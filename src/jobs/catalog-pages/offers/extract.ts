/**
 * Every offer on one page, from its words and their boxes (the PDF's text layer or OCR).
 *
 *   1. Prices are found (prices.ts); a smaller, higher price next to a price, or one marked
 *      "was" / "بدلاً من", is that price's previous one.
 *   2. The other words become phrases (phrases.ts); each phrase that can name a product goes
 *      to the one price it is nearest to, above it in its column or beside it on its line, so
 *      a name is never taken from a neighbouring product.
 *   3. A price's phrases give its names (Latin and Arabic), pack size, unit and multi-buy;
 *      a price with no name is left out, and an English and an Arabic block side by side at
 *      one price are one offer.
 *
 * Where a field is uncertain it is left out; where the whole offer is, it is not reported.
 */
import type { FoundOffer } from "#lib/offers.ts";
import type { PageWord } from "../page-words.ts";
import { type Phrase, phrasesOf } from "./phrases.ts";
import { findPrices, type Price } from "./prices.ts";
import { type Box, gapX, gapY, overlapsX, tokensOf, union } from "./tokens.ts";
import { hasLetters, isFiller, isNotPrice, isWasMarker, multiBuy, SIZE, unitOf } from "./vocabulary.ts";

/** At most this many words of a page are read for offers: the work per page stays bounded. */
const MAX_WORDS = 6000;

type Slot = { price: Price; box: Box; was: Price | null; marked: boolean; phrases: Phrase[] };

const boxOf = (p: Price) => union(p.tokens);

export function extractOffers(words: readonly PageWord[], page: { width: number; height: number }): FoundOffer[] {
  const tokens = tokensOf(words.slice(0, MAX_WORDS), page);
  const prices = findPrices(tokens);
  if (prices.length === 0) return [];
  const priced = new Set(prices.flatMap((p) => p.tokens.map((t) => t.index)));
  const phrases = phrasesOf(tokens.filter((t) => !priced.has(t.index)));
  const slots = pairPrevious(prices, phrases);
  for (const phrase of phrases) {
    if (!canName(phrase)) continue;
    const nearest = nearestSlot(phrase, slots);
    if (nearest) nearest.phrases.push(phrase);
  }
  const offers = slots.flatMap((slot) => offerOf(slot, page));
  return mergeLanguages(offers);
}

/** Whether a phrase may be (part of) a product name. */
function canName(p: Phrase): boolean {
  return hasLetters(p.text) && !p.tokens.every((t) => isFiller(t.text) || isWasMarker(t.text)) && !isNotPrice(p.text);
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
      const level = gapY(phrase, box) < 0.3 * price.em;
      const under = phrase.y1 <= box.y0 + 0.2 * price.em && overlapsX(phrase, box, price.em);
      const distance = level || under ? gapX(phrase, box) + gapY(phrase, box) : Infinity;
      if (distance <= 2 * Math.max(price.em, phrase.em) && distance < bestDistance) [best, bestDistance] = [price, distance];
    }
    if (best) marked.add(best);
  }
  return marked;
}

/** Each price to be paid, with the previous price printed beside it when there is one. */
function pairPrevious(prices: readonly Price[], phrases: readonly Phrase[]): Slot[] {
  const marked = wasMarked(prices, phrases);
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
      if (near > 2.5 * price.em) continue;
      const previous = marked.has(other) || other.em < 0.85 * price.em;
      if (previous && near < best) [was, best] = [other, near];
    }
    if (was) taken.add(was);
    taken.add(price);
    slots.push({ price, box: was ? union([box, boxOf(was)]) : box, was, marked: !!was && marked.has(was), phrases: [] });
  }
  return slots;
}

/**
 * The slot a phrase belongs to: the nearest price below it in its column (a card's name over
 * its price), or beside it on its line (a list's or a table's row). Far away is no one's.
 */
function nearestSlot(phrase: Phrase, slots: readonly Slot[]): Slot | null {
  let best: Slot | null = null;
  let bestDistance = Infinity;
  for (const slot of slots) {
    const em = Math.max(slot.price.em, phrase.em);
    const above = phrase.y1 <= slot.box.y0 + 0.3 * em && overlapsX(phrase, slot.box, 2 * em);
    const level = gapY(phrase, slot.box) === 0 || Math.abs(phrase.y0 - slot.box.y0) < 0.5 * em;
    const distance = above
      ? slot.box.y0 - phrase.y1 + 0.25 * gapX(phrase, slot.box)
      : level
        ? gapX(phrase, slot.box)
        : Infinity;
    // A tile's picture can stand between its name and its price; a row's cells are closer.
    if (distance <= (above ? 24 : 6) * em && distance < bestDistance) [best, bestDistance] = [slot, distance];
  }
  return best;
}

function offerOf(slot: Slot, page: { width: number; height: number }): FoundOffer[] {
  // The phrases nearest the price first; a name is the block of lines closest to it.
  const lines = [...slot.phrases].sort((a, b) => b.y1 - a.y1);
  const latin = lines.filter((p) => !p.arabic && !isSizeOnly(p));
  const arabic = lines.filter((p) => p.arabic && !isSizeOnly(p));
  const name = nameOf(latin);
  const nameAr = nameOf(arabic);
  if (!name && !nameAr) return [];
  const all = slot.phrases.map((p) => p.text).join(" ");
  const size = SIZE.exec(all)?.[0]?.trim() ?? null;
  const used = [...latin.slice(0, name ? 3 : 0), ...arabic.slice(0, nameAr ? 3 : 0)];
  const box = union([slot.box, ...used]);
  return [
    {
      name,
      nameAr,
      price: slot.price.value,
      was: slot.was?.value ?? null,
      unit: unitOf(all),
      quantity: multiBuy(all),
      size,
      box: fractions(box, page),
    },
  ];
}

const isSizeOnly = (p: Phrase) => !hasLetters(p.text.replace(SIZE, ""));

/** The name: the lines of one block nearest the price, read top to bottom. */
function nameOf(lines: readonly Phrase[]): string | null {
  const block: Phrase[] = [];
  for (const line of lines) {
    const last = block.at(-1);
    if (last && last.y0 - line.y1 > 1.2 * Math.max(last.em, line.em)) break;
    block.push(line);
    if (block.length === 3) break;
  }
  const text = block
    .reverse()
    .map((p) => p.tokens.filter((t) => !isFiller(t.text) && unitOf(t.text) === null).map((t) => t.raw).join(" "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return hasLetters(text) ? text : null;
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
        ((o.name && !o.nameAr && offer.nameAr && !offer.name) || (o.nameAr && !o.name && offer.name && !offer.nameAr)) &&
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

