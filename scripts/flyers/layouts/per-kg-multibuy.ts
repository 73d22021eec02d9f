/**
 * Layout 5, fresh counters and multi-buys: prices per kilo ("AED 24.95 /kg"), per 100 g at
 * the deli, per piece; then multi-buy offers ("2 for AED 10", "3 for Dhs 25", "Buy 1 get 1
 * free") on packs with printed sizes ("6 x 330 ml", "500 g"). Price-tag rows in two columns.
 */

import { money, offerPrice } from "../prices.ts";
import { FRESH, GROCERIES, HOUSEHOLD } from "../products.ts";
import { FlyerDraft, h, type Layout, picture } from "../sheet.ts";

type Row = { name: string; size?: string; tag: string; note: string; fields: Parameters<FlyerDraft["offer"]>[1] };

/** Sold loose: by the kilo, by 100 g at the deli, or by the piece. */
function freshRow(i: number): Row {
  const [name, , , shelf] = FRESH[i]!;
  const price = offerPrice(shelf, i);
  const cur = i % 4 === 3 ? "Dhs" : "AED";
  if (name.includes("Halloumi") || name.includes("Medjool")) {
    const per100 = Math.round(price * 10 + 5) / 100;
    const text = `${cur} ${money(per100)}`;
    return { name, tag: text, note: "/100 g", fields: { name, price: per100, unit: "100 g", priceText: [text] } };
  }
  const piece = ["Avocado", "Coriander", "Lettuce", "Watermelon", "Pineapple"].some((w) => name.includes(w));
  const text = `${cur} ${money(price)}`;
  const wasText = i % 3 === 0 ? `${cur} ${money(shelf)}` : undefined;
  return {
    name,
    tag: text,
    note: piece ? "per piece" : "/kg",
    fields: {
      name,
      price,
      unit: piece ? "piece" : "kg",
      priceText: [text],
      ...(wasText ? { was: shelf, wasText } : {}),
    },
  };
}

/** A multi-buy on a pack: "2 for AED 10", "3 for Dhs 25" or "Buy 1 get 1 free". */
function multiRow(name: string, size: string, shelf: number, i: number): Row {
  if (i % 3 === 2) {
    const text = `AED ${money(shelf)}`;
    return {
      name,
      size,
      tag: text,
      note: "Buy 1 get 1 free",
      fields: { name, size, price: shelf, quantity: 2, priceText: [text] },
    };
  }
  const quantity = i % 3 === 0 ? 2 : 3;
  const total = Math.max(5, Math.floor((shelf * quantity * 0.8) / 5) * 5);
  const cur = i % 2 === 0 ? "AED" : "Dhs";
  const text = `${quantity} for ${cur} ${total}`;
  return {
    name,
    size,
    tag: text,
    note: `${cur} ${money(shelf)} each`,
    fields: { name, size, price: total, quantity, priceText: [text] },
  };
}

function rows(draft: FlyerDraft, page: number, list: Row[], hueBase: number): string {
  return list
    .map((r, i) => {
      const mark = draft.offer(page, r.fields);
      return `<div class="row"><div class="pic">${picture(4 - (i % 5), hueBase + i * 23, "11mm")}</div>
  <div class="what"><p class="name" ${mark("name")}>${h(r.name)}</p>${r.size ? `<p class="size">${h(r.size)}</p>` : ""}</div>
  <div class="tag"><p class="amount" ${mark("price")}>${h(r.tag)}</p><p class="note">${h(r.note)}</p></div></div>`;
    })
    .join("\n");
}

export function perKgMultibuy(): Layout {
  const draft = new FlyerDraft();
  const fresh = FRESH.map((_, i) => freshRow(i));
  const packs = [...GROCERIES.slice(18, 32), ...HOUSEHOLD.slice(0, 2)].map(([name, , size, shelf], i) =>
    multiRow(name, size, shelf, i),
  );
  const section = (title: string, body: string) =>
    `<section class="block"><h2>${title}</h2><div class="rows">${body}</div></section>`;
  const pages = [
    `<header><p class="brand">Souq Fresh</p><p class="sub">Butchery · Fish · Fruit &amp; Veg</p></header>
${section("From the fresh counters", rows(draft, 1, fresh, 10))}
<footer>Weighed at the counter. Page 1</footer>`,
    `<header><p class="brand">Souq Fresh</p><p class="sub">Stock up &amp; save</p></header>
${section("Multi-buy offers", rows(draft, 2, packs, 200))}
<footer>Mix &amp; match within the same brand. Limit 6 per customer. Page 2</footer>`,
  ];
  return {
    layout: "per-kg-multibuy",
    title: "Souq Fresh — Fresh counters and multi-buys",
    size: { width: 216, height: 279 },
    dir: "ltr",
    fonts: ["Noto Sans Display", "Noto Serif"],
    pages,
    offers: draft.offers,
    notOffers: ["Limit 6 per customer", "Page 1", "Page 2"],
    css: `
body { font-family: "Noto Sans Display", sans-serif; color: #14321f; }
.sheet { padding: 8mm; background: linear-gradient(160deg, #e9f7e4, #fdfbe8 60%); display: flex; flex-direction: column; }
header { background: #1f6f3a; color: #fff; border-radius: 0 0 8mm 0; padding: 4mm 6mm; margin: -8mm -8mm 4mm; }
.brand { font-family: "Noto Serif", serif; font-size: 28pt; font-weight: 700; font-style: italic; }
.sub { font-size: 11pt; }
h2 { font-family: "Noto Serif", serif; font-size: 15pt; margin-bottom: 3mm; color: #1f6f3a; }
.block { flex: 1; }
.rows { display: grid; grid-template-columns: 1fr 1fr; gap: 2.5mm 5mm; }
.row { display: flex; align-items: center; gap: 2mm; background: #fff; border-left: 1.5mm solid #f4b400; padding: 1.8mm 2mm; min-height: 22mm; }
.what { flex: 1; }
.name { font-size: 10pt; font-weight: 700; line-height: 1.2; }
.size { font-size: 8pt; color: #555; }
.tag { text-align: right; background: #fff3c4; padding: 1mm 2mm; border-radius: 1.5mm; min-width: 30mm; }
.amount { font-size: 12.5pt; font-weight: 700; color: #b3261e; white-space: nowrap; }
.note { font-size: 8pt; font-weight: 700; }
footer { font-size: 8pt; color: #355; margin-top: 2mm; }
`,
  };
}
