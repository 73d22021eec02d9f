/**
 * The offer extractor on the flyer test set (tests/flyers: seven layouts unlike the demo's,
 * printed by Chromium, with the truth of every offer), read through PDFium as processing reads
 * them; and the price forms one by one. bench:offers prints the same figures per layout.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { flyerSet } from "#tests/flyers/flyer-set.ts";
import { type PageOffers, scoreOffers } from "#tests/flyers/score.ts";
import type { PageWord } from "../page-words.ts";
import { openPdf } from "../pdfium.ts";
import { extractOffers } from "./extract.ts";

describe("each layout of the flyer set", () => {
  for (const flyer of flyerSet()) {
    test(`${flyer.layout}: ${flyer.truth.offers.length} offers found, nothing else`, async () => {
      const doc = await openPdf(flyer.pdf);
      const found: PageOffers[] = [];
      for (let n = 1; n <= doc.pageCount; n++) {
        const page = doc.page(n);
        found.push({ page: n, offers: extractOffers(page.words(), page.size) });
        page.close();
      }
      doc.close();
      const s = scoreOffers(flyer.truth.offers, found);
      expect(s.extra).toEqual([]); // never a price from nowhere, never a date or a phone number
      if (s.truth) expect(s.matched / s.truth).toBeGreaterThanOrEqual(0.95);
      if (s.matched) expect(s.namesRight / s.matched).toBeGreaterThanOrEqual(0.9);
      if (s.matched) expect(s.boxIou).toBeGreaterThan(0.5);
    });
  }
});

describe("the demo's flyers (each offer printed in English and in Arabic, each with its price)", () => {
  test("six bilingual offers a page, each with its previous price", async () => {
    const glob = new Bun.Glob("*.pdf");
    const dir = join(import.meta.dir, "../../../../db/seed/data/flyers");
    const files = [...glob.scanSync(dir)];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const doc = await openPdf(join(dir, file));
      for (let n = 1; n <= doc.pageCount; n++) {
        const page = doc.page(n);
        const offers = extractOffers(page.words(), page.size);
        page.close();
        expect({ file, n, count: offers.length }).toEqual({ file, n, count: 6 });
        for (const o of offers) {
          expect(o.name && o.nameAr).toBeTruthy();
          expect(o.was!).toBeGreaterThan(o.price);
        }
      }
      doc.close();
    }
  });
});

/** One line of words laid out left to right at `y`, `em` points high, on a 600 x 800 page. */
function line(y: number, ...words: (string | [string, number])[]): PageWord[] {
  let x = 40;
  return words.map((w) => {
    const [text, em] = typeof w === "string" ? [w, 12] : w;
    const width = text.length * em * 0.5;
    const word = { text, x: x / 600, y: y / 800, width: width / 600, height: em / 800, em: em / 800, angle: 0 };
    x += width + em * 0.3;
    return word;
  });
}
const page = { width: 600, height: 800 };
const read = (...lines: PageWord[][]) => extractOffers(lines.flat(), page);

describe("price forms", () => {
  test.each([
    ["AED 12.50", ["AED", "12.50"], 12.5],
    ["Dhs 12.50", ["Dhs", "12.50"], 12.5],
    ["12.50 درهم", ["12.50", "درهم"], 12.5],
    ["د.إ 7.25", ["د.إ", "7.25"], 7.25],
    ["Arabic-Indic digits", ["١٢٫٥٠", "درهم"], 12.5],
    ["thousands", ["AED", "1,299"], 1299],
    ["joined", ["AED12.50"], 12.5],
  ])("%s", (_, price, value) => {
    const offers = read(line(100, "Fresh", "Milk"), line(120, ...price));
    expect(offers.map((o) => [o.name, o.price])).toEqual([["Fresh Milk", value]]);
  });

  test("decimals printed apart and smaller, raised: 12 and .50 are AED 12.50", () => {
    const burst = line(120, "AED", ["12", 30]);
    const last = burst.at(-1)!;
    const decimals = { ...last, text: ".50", x: last.x + last.width, height: 12 / 800, em: 12 / 800 };
    expect(read(line(100, "Basmati", "Rice"), [...burst, decimals]).map((o) => o.price)).toEqual([12.5]);
  });

  test("raised decimals as OCR boxes them (the ink's height): their top almost half the number's above its top", () => {
    // OCR's boxes hold the ink: a number 18 px high, its em 1.35 times that (ocr-words.ts); the
    // decimals' box 8 px high, its top 8 px above the number's (a burst's "11" and ".95").
    const number = { text: "11", x: 0.5, y: 0.25, width: 28 / 600, height: 18 / 800, em: 24.3 / 800, angle: 0 };
    const decimals = { ...number, text: ".95", x: 331 / 600, y: 192 / 800, width: 15 / 600, height: 8 / 800 };
    const currency = { ...number, text: "AED", x: 285 / 600, width: 12 / 600 };
    const name = { ...number, text: "Coffee", x: 290 / 600, y: 230 / 800, height: 10 / 800, em: 12 / 800 };
    expect(read([currency, number, { ...decimals, em: 10.8 / 800 }, name]).map((o) => o.price)).toEqual([11.95]);
  });

  test("a price-list column with decimals: a cell without them is a misreading, left out", () => {
    // OCR's "17295" for "17.95" (the point read as a 2) under "Price (AED)".
    const cell = (y: number, name: string, price: string) => [
      ...line(y, name),
      { ...line(y, price)[0]!, x: 300 / 600 },
    ];
    const header = [
      ...line(100, "Item"),
      { ...line(100, "Price")[0]!, x: 290 / 600 },
      { ...line(100, "(AED)")[0]!, x: 325 / 600 },
    ];
    const rows = [
      cell(120, "Milk", "9.95"),
      cell(140, "Laban", "5.75"),
      cell(160, "Coffee", "17295"),
      cell(180, "Rice", "50.25"),
    ];
    expect(read(header, ...rows).map((o) => o.price)).toEqual([9.95, 5.75, 50.25]);
  });

  test("a smaller, higher price beside the price is the previous one; 'was' says so too", () => {
    expect(read(line(100, "Laban"), line(120, "AED", "9.95", ["AED", 8], ["13.95", 8]))[0]).toMatchObject({
      price: 9.95,
      was: 13.95,
    });
    expect(read(line(100, "Laban"), line(120, "AED", "9.95"), line(136, "was", "AED", "13.95"))[0]).toMatchObject({
      price: 9.95,
      was: 13.95,
    });
  });

  test("a price OCR saw struck through is a previous price, never one to pay, even printed as big", () => {
    const struck = line(140, "AED", "34.75").map((w) => ({ ...w, struck: true }));
    expect(read(line(100, "Beef", "Burger"), line(120, "AED", "25.95"), struck)).toMatchObject([
      { name: "Beef Burger", price: 25.95, was: 34.75 },
    ]);
  });

  test("unit, multi-buy and size are read", () => {
    expect(read(line(100, "Lamb", "Leg"), line(120, "AED", "39.95", "/kg"))[0]).toMatchObject({ unit: "kg" });
    expect(read(line(100, "Tuna", "Chunks"), line(120, "2", "for", "AED", "15"))[0]).toMatchObject({
      price: 15,
      quantity: 2,
    });
    expect(read(line(100, "Water"), line(112, "6", "x", "330", "ml"), line(126, "AED", "8"))[0]).toMatchObject({
      name: "Water",
      size: "6 x 330 ml",
    });
  });

  test.each([
    ["a date", ["Valid", "27.11.2026", "-", "03.12.2026"]],
    ["a phone number", ["Call", "800", "12345"]],
    ["a percentage", ["Save", "up", "to", "50%"]],
    ["a threshold", ["Free", "delivery", "above", "AED", "150"]],
    ["a page number", ["Page", "2"]],
    ["a price of 0", ["Gift", "AED", "0.00"]],
    ["a number with no sign it is a price", ["Aisle", "12.50"]],
  ])("%s is no offer", (_, words) => {
    expect(read(line(100, ...words))).toEqual([]);
  });

  test("names are never taken from a neighbour: each price takes the name nearest it", () => {
    const offers = read(
      [...line(100, "Fresh", "Milk"), ...line(100, "x").map((w) => ({ ...w, text: "Laban", x: 0.6 }))],
      [...line(120, "AED", "9.95"), ...line(120, "AED", "5.75").map((w) => ({ ...w, x: w.x + 0.5 }))],
    );
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ["Fresh Milk", 9.95],
      ["Laban", 5.75],
    ]);
  });

  test("a previous-price note OCR could not read as a price ('Was AED 2.799') names no product", () => {
    const offers = read(
      line(100, "AED", ["1,679", 30]),
      line(150, "Was", "AED", "2.799"),
      line(200, "Samsung", "Crystal", "Smart", "TV"),
    );
    expect(offers.map((o) => [o.name, o.price])).toEqual([["Samsung Crystal Smart TV", 1679]]);
  });

  test("a page of 100,000 words: only the first 6,000 are read (bounded work, bounded offers)", () => {
    const words = Array.from({ length: 100_000 }, (_, i) => line(10 + (i % 700), "Tea", "AED", "1.50")[i % 3]!);
    const offers = extractOffers(words, page);
    expect(offers.length).toBeLessThanOrEqual(2000);
  });
});
