/**
 * Layout 3, price bursts: each price on a starburst, the whole dirhams big, the fils as a
 * separate smaller raised run (".50"), and the currency ("AED" or "Dhs") turned 90° beside
 * it with a CSS transform, so none of the three is one text run with the others. Electronics
 * on page 1 (whole prices with a thousands separator, some without fils), groceries on page 2.
 */

import { money, offerPrice, splitMoney, wholePrice } from "../prices.ts";
import { ELECTRONICS, GROCERIES } from "../products.ts";
import { FlyerDraft, h, type Layout, picture } from "../sheet.ts";

/** A 14-point star as a clip-path polygon. */
const STAR = Array.from({ length: 28 }, (_, i) => {
  const r = i % 2 === 0 ? 50 : 38;
  const a = (Math.PI * i) / 14;
  return `${(50 + r * Math.sin(a)).toFixed(1)}% ${(50 - r * Math.cos(a)).toFixed(1)}%`;
}).join(", ");

const COLOURS = ["#ffd200", "#ff3b30", "#00a3e0", "#ff8a00"];

export function priceBursts(): Layout {
  const draft = new FlyerDraft();
  const pages = [1, 2].map((p) => {
    const products = p === 1 ? ELECTRONICS.slice(0, 12) : GROCERIES.slice(6, 18);
    const tiles = products.map(([name, , size, shelf], i) => {
      const n = (p - 1) * 12 + i;
      const price = p === 1 ? wholePrice(shelf, i) : offerPrice(shelf, n);
      const currency = n % 3 === 1 ? "Dhs" : "AED";
      const { whole, cents } = splitMoney(price);
      // Page 1 prints some whole prices with no fils at all ("1,899"), as electronics flyers do.
      const showCents = p === 2 || i % 2 === 0;
      const hasWas = i % 3 !== 2;
      const was = p === 1 ? money(shelf, 0) : money(shelf);
      const mark = draft.offer(p, {
        name,
        ...(size ? { size } : {}),
        price,
        ...(hasWas ? { was: shelf, wasText: `Was ${currency} ${was}` } : {}),
        priceText: showCents ? [whole, cents] : [whole],
      });
      const colour = COLOURS[n % COLOURS.length]!;
      return `<article class="tile">
  <div class="burst" style="--c:${colour}">
    <span class="cur" ${mark("price")}>${currency}</span><span class="int" ${mark("price")}>${whole}</span>${
      showCents ? `<span class="dec" ${mark("price")}>${cents}</span>` : ""
    }
  </div>
  ${hasWas ? `<p class="was">Was ${currency} <s>${was}</s></p>` : ""}
  <div class="pic">${picture(p === 1 ? 3 : n, (n * 37) % 360, "14mm")}</div>
  <h3 ${mark("name")}>${h(name)}</h3>
  ${size ? `<p class="size">${h(size)}</p>` : ""}
</article>`;
    });
    return `<header><span class="logo">MEGA<b>MART</b></span><span class="hot">HOT PRICES!</span></header>
<div class="grid">${tiles.join("\n")}</div>
<p class="folio">${p}</p>`;
  });
  return {
    layout: "price-bursts",
    title: "MegaMart — Hot Prices",
    size: { width: 260, height: 340 },
    dir: "ltr",
    fonts: ["Noto Sans Display", "Noto Serif"],
    pages,
    offers: draft.offers,
    notOffers: ["HOT PRICES!"],
    css: `
body { font-family: "Noto Sans Display", sans-serif; color: #111; }
.sheet { background: repeating-linear-gradient(45deg, #1a1446 0 6mm, #221a5c 6mm 12mm); padding: 6mm 8mm; display: flex; flex-direction: column; }
header { display: flex; justify-content: space-between; align-items: center; height: 22mm; }
.logo { font-size: 30pt; font-weight: 700; color: #fff; letter-spacing: 1pt; }
.logo b { color: #ffd200; }
.hot { font-size: 22pt; font-weight: 700; color: #ff3b30; background: #fff; padding: 0 4mm; transform: rotate(-4deg); }
.grid { flex: 1; display: grid; grid-template-columns: repeat(3, 1fr); grid-template-rows: repeat(4, 1fr); gap: 4mm; margin-top: 3mm; }
.tile { background: #fff; border-radius: 1.5mm; position: relative; padding: 3mm; display: flex; flex-direction: column; align-items: center; }
.burst { position: absolute; top: 1mm; right: 1mm; width: 44mm; height: 40mm; display: flex; align-items: center; justify-content: center; isolation: isolate; }
/* The star is drawn behind the price, so its clip-path never cuts the digits. */
.burst::before { content: ""; position: absolute; inset: 0; z-index: -1; clip-path: polygon(${STAR});
  background: radial-gradient(circle, #fff7 0 30%, transparent 31%), var(--c); }
.cur { display: inline-block; width: 4.5mm; text-align: center; white-space: nowrap; transform: rotate(-90deg); font-size: 9pt; font-weight: 700; }
.int { font-size: 25pt; font-weight: 700; letter-spacing: -0.8pt; line-height: 1; }
.dec { font-size: 11pt; font-weight: 700; align-self: flex-start; margin-top: 13mm; }
.was { position: absolute; top: 41mm; right: 4mm; font-size: 8pt; color: #555; }
.pic { margin-top: 10mm; margin-right: 30mm; }
.tile h3 { margin-top: auto; font-family: "Noto Serif", serif; font-size: 10pt; font-weight: 700; text-align: center; line-height: 1.2; }
.size { font-size: 8pt; color: #555; }
.folio { color: #fff; text-align: center; font-size: 9pt; margin-top: 2mm; }
`,
  };
}
