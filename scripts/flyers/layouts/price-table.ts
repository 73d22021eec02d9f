/**
 * Layout 4, the price list: landscape pages of two ruled tables, Item | Size | Price (AED),
 * the currency only in the column header and the cells bare numbers ("42.95"). Page 2 adds
 * an Arabic item column and a "Was" column, as cash-and-carry and pharmacy lists do.
 */

import { money, offerPrice } from "../prices.ts";
import { GROCERIES, HOUSEHOLD } from "../products.ts";
import { FlyerDraft, h, type Layout } from "../sheet.ts";

const ROWS = 12;

export function priceTable(): Layout {
  const draft = new FlyerDraft();
  const products = [...GROCERIES, ...HOUSEHOLD];
  const pages = [1, 2].map((p) => {
    const bilingual = p === 2;
    const tables = [0, 1].map((t) => {
      const start = (p - 1) * ROWS * 2 + t * ROWS;
      const rows = products.slice(start, start + ROWS).map(([name, nameAr, size, shelf], i) => {
        const n = start + i;
        const price = offerPrice(shelf, n + 7);
        const mark = draft.offer(p, {
          name,
          ...(bilingual ? { nameAr, was: shelf, wasText: money(shelf) } : {}),
          size,
          price,
          priceText: [money(price)],
        });
        return `<tr><td><span ${mark("name")}>${h(name)}</span></td>${
          bilingual ? `<td class="ar" lang="ar" dir="rtl"><span ${mark("name")}>${h(nameAr)}</span></td>` : ""
        }<td class="size">${h(size)}</td>${bilingual ? `<td class="num was">${money(shelf)}</td>` : ""}<td class="num"><span ${mark("price")}>${money(price)}</span></td></tr>`;
      });
      const head = bilingual
        ? `<th>Item</th><th class="ar" lang="ar" dir="rtl">الصنف</th><th>Size</th><th class="num">Was</th><th class="num">Price (AED)</th>`
        : `<th>Item</th><th>Size</th><th class="num">Price (AED)</th>`;
      return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join("\n")}</tbody></table>`;
    });
    return `<header><h1>Al Madina Cash &amp; Carry</h1><p>Wholesale price list · Al Quoz branch · No. ${p}/2</p></header>
<div class="tables">${tables.join("\n")}</div>
<footer>All prices in AED inclusive of 5% VAT. Trade customers: call 04 338 5520.</footer>`;
  });
  return {
    layout: "price-table",
    title: "Al Madina Cash & Carry — Wholesale price list",
    size: { width: 297, height: 210 },
    dir: "ltr",
    fonts: ["Noto Serif", "Noto Sans Mono", "Noto Sans Arabic"],
    pages,
    offers: draft.offers,
    notOffers: ["04 338 5520", "5% VAT", "No. 1/2", "No. 2/2"],
    css: `
body { font-family: "Noto Serif", serif; color: #1b1b1b; }
.ar { font-family: "Noto Sans Arabic", sans-serif; text-align: right; }
.sheet { padding: 9mm 10mm; display: flex; flex-direction: column; background: #fbfbf7; }
header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 0.6mm double #7a1f1f; padding-bottom: 2mm; }
h1 { font-size: 20pt; color: #7a1f1f; }
header p { font-size: 9pt; font-style: italic; }
.tables { flex: 1; display: flex; gap: 8mm; margin-top: 4mm; align-items: flex-start; }
table { flex: 1; border-collapse: collapse; font-size: 8.5pt; }
th { text-align: left; background: #7a1f1f; color: #fff; padding: 1.6mm 2mm; font-weight: 700; }
td { padding: 1.55mm 2mm; border-bottom: 0.2mm solid #cfc8b8; }
tbody tr:nth-child(even) td { background: #f0ece0; }
.num { text-align: right; font-family: "Noto Sans Mono", monospace; white-space: nowrap; }
th.num { font-family: "Noto Serif", serif; }
.was { color: #8a8a8a; text-decoration: line-through; }
.size { color: #555; white-space: nowrap; }
footer { font-size: 7.5pt; color: #555; }
`,
  };
}
