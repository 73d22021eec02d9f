/**
 * Offers on horizontal strips, two columns of them (issue 23's held-out deal-strips layout): each
 * strip prints its English name over its Arabic name at the left and the price at the right,
 * centred on the strip, so the English name stands above the price's line. A name belongs to
 * its own strip: not to the strip above, nor to the other column's strip whose names begin just
 * past the price (nearer than the strip's own name at the far left).
 */
import { expect, test } from "bun:test";
import type { PageWord } from "../page-words.ts";
import { extractOffers } from "./extract.ts";

const page = { width: 595, height: 842 };

/** A word at (x, y) points, `em` high, its width from its length. */
function word(text: string, x: number, y: number, em: number): PageWord {
  const width = text.length * em * 0.5;
  return {
    text,
    x: x / page.width,
    y: y / page.height,
    width: width / page.width,
    height: em / page.height,
    em: em / page.height,
    angle: 0,
  };
}

/** Words laid out left to right from x. */
function run(x: number, y: number, em: number, ...texts: string[]): PageWord[] {
  return texts.map((text) => {
    const w = word(text, x, y, em);
    x += w.width * page.width + 0.3 * em;
    return w;
  });
}

/** One strip with its top at y in the column starting at x: English over Arabic, size under, price at the right. */
function strip(x: number, y: number, english: string[], arabic: string[], price: string[]): PageWord[] {
  return [
    ...run(x, y, 9.5, ...english),
    ...run(x, y + 15, 8, ...arabic),
    ...run(x, y + 30, 7, "500", "g"),
    ...run(x + 191, y + 13, 11.5, ...price),
  ];
}

const STRIPS = [
  [36, 100, ["Nido", "Milk", "Powder"], ["حليب", "نيدو"], ["Dhs", "46.75"]],
  [318, 100, ["Nescafé", "Classic", "Coffee"], ["قهوة", "نسكافيه"], ["30.75", "AED"]],
  [36, 165, ["Lipton", "Yellow", "Tea"], ["شاي", "ليبتون"], ["Dhs", "11.50"]],
  [318, 165, ["Americana", "Nuggets"], ["ناجتس", "دجاج"], ["26.25", "AED"]],
  [36, 230, ["Sadia", "Chicken"], ["دجاج", "ساديا"], ["Dhs", "12.95"]],
  [318, 230, ["Islami", "Burger"], ["برجر", "لحم"], ["18.25", "AED"]],
] as const;

test("each strip's price takes the English and Arabic names printed on its own strip", () => {
  const words = [
    ...run(24, 32, 22, "Golden", "Basket", "Supermarket"),
    ...STRIPS.flatMap(([x, y, en, ar, price]) => strip(x, y, [...en], [...ar], [...price])),
  ];
  const offers = extractOffers(words, page);
  expect(offers.map((o) => [o.price, o.name, o.nameAr])).toEqual(
    expect.arrayContaining(
      STRIPS.map(([, , en, ar, price]) => [
        Number(price.find((p) => /\d/.test(p))),
        en.join(" "),
        // Laid out left to right here, Arabic reads from its rightmost word.
        [...ar].reverse().join(" "),
      ]),
    ),
  );
  expect(offers).toHaveLength(STRIPS.length);
});
