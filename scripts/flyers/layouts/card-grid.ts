/**
 * Layout 1, the card grid most hypermarket flyers use: four columns of white cards on a
 * coloured page, English only, "AED 12.50" under the name and the previous price struck
 * through beside it, a "SAVE 25%" flash on some cards (a percentage, not a price).
 */

import { money, offerPrice } from "../prices.ts";
import { GROCERIES, HOUSEHOLD } from "../products.ts";
import { FlyerDraft, h, type Layout, picture } from "../sheet.ts";

const PER_PAGE = 20;

export function cardGrid(): Layout {
  const draft = new FlyerDraft();
  const products = [...GROCERIES.slice(0, 36), ...HOUSEHOLD.slice(0, 4)];
  const notOffers = new Set<string>();
  const pages = [0, 1].map((p) => {
    const cards = products.slice(p * PER_PAGE, (p + 1) * PER_PAGE).map(([name, , size, shelf], i) => {
      const n = p * PER_PAGE + i;
      const price = offerPrice(shelf, n);
      const struck = n % 4 !== 3;
      const mark = draft.offer(p + 1, {
        name,
        size,
        price,
        ...(struck ? { was: shelf, wasText: `AED ${money(shelf)}` } : {}),
        priceText: [`AED ${money(price)}`],
      });
      const save = Math.round((1 - price / shelf) * 100);
      const flash = n % 3 === 0 ? `<span class="flash">SAVE ${save}%</span>` : "";
      if (flash) notOffers.add(`SAVE ${save}%`);
      return `<article class="card">
  ${flash}<div class="pic">${picture(n, (n * 47) % 360)}</div>
  <h3 ${mark("name")}>${h(name)}</h3>
  <p class="size">${h(size)}</p>
  <p class="prices"><span class="price" ${mark("price")}>AED ${money(price)}</span>${struck ? ` <s>AED ${money(shelf)}</s>` : ""}</p>
</article>`;
    });
    return `<header><p class="brand">FreshWay Hypermarket</p><p class="claim">Weekend Mega Deals</p></header>
<div class="grid">${cards.join("\n")}</div>
<footer><span>Prices in UAE dirhams incl. VAT · while stocks last</span><span class="folio">Page ${p + 1} of 2</span></footer>`;
  });
  return {
    layout: "card-grid",
    title: "FreshWay Hypermarket — Weekend Mega Deals",
    size: { width: 230, height: 320 },
    dir: "ltr",
    fonts: ["Inter"],
    pages,
    offers: draft.offers,
    notOffers: [...notOffers, "Page 1 of 2", "Page 2 of 2"],
    css: `
body { font-family: "Inter", sans-serif; color: #10223d; }
.sheet { background: linear-gradient(180deg, #0b4ea2 0 38mm, #dfeaf7 38mm); padding: 8mm 9mm; display: flex; flex-direction: column; }
header { color: #fff; height: 26mm; }
.brand { font-size: 26pt; font-weight: 800; letter-spacing: -0.5pt; }
.claim { font-size: 15pt; font-weight: 500; color: #ffd43b; }
.grid { flex: 1; display: grid; grid-template-columns: repeat(4, 1fr); grid-template-rows: repeat(5, 1fr); gap: 3mm; margin-top: 4mm; }
.card { background: #fff; border-radius: 3mm; padding: 2.5mm 3mm; position: relative; display: flex; flex-direction: column; }
.pic { height: 20mm; display: flex; justify-content: center; }
.card h3 { font-size: 9pt; font-weight: 650; line-height: 1.2; margin-top: 1mm; }
.size { font-size: 7.5pt; color: #5b6b80; margin-top: 0.5mm; }
.prices { margin-top: auto; font-size: 8pt; color: #6b7280; }
.price { font-size: 13pt; font-weight: 800; color: #d6001c; }
.flash { position: absolute; top: 2mm; right: 2mm; background: #ffd43b; color: #10223d; font-size: 7pt; font-weight: 800; padding: 0.6mm 1.5mm; border-radius: 1mm; }
footer { display: flex; justify-content: space-between; font-size: 7.5pt; margin-top: 3mm; color: #334; }
`,
  };
}
