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
import { findPrices } from "./prices.ts";
import { arabicPrice, boxOf, joinTwins, pairPrevious, type Slot } from "./slots.ts";
import { type Box, gapX, gapY, tokensOf, union } from "./tokens.ts";
import {
  hasLetters,
  isCurrency,
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

/** Whether a phrase may be (part of) a product name. */
function canName(p: Phrase): boolean {
  return (
    hasLetters(p.text) &&
    !p.tokens.every((t) => isFiller(t.text) || isWasMarker(t.text)) &&
    !isPreviousPriceNote(p) &&
    !isNotPrice(p.text) &&
    !isPromotion(p.text)
  );
}

/**
 * "Was AED …" whose number did not read as a price (OCR's "2.799", "+499", or nothing): still
 * the note of a previous price, not a name. A name may start with "Regular", never with one
 * and a currency.
 */
const isPreviousPriceNote = (p: Phrase) =>
  !!p.tokens[0] && isWasMarker(p.tokens[0].text) && p.tokens.some((t) => isCurrency(t.text));

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
