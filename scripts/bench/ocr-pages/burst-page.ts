/**
 * The committed fixture of OCR's prices on coloured shapes (src/jobs/catalog-pages/fixtures/ocr-bursts/):
 * an A6 colour page of four price shapes as electronics and grocery flyers print them — star
 * bursts and a roundel in red, yellow, blue and orange, some with a lighter disc inside, dark
 * print, the currency set on its side, the decimals raised small or left out — each with the
 * product's name beneath on white. Shapes, colours, font (Noto Sans) and prices are not those
 * of the offer test set (tests/flyers/), so the colour pass is tested on print it was not fitted to.
 * A second page prints white on a red burst, a purple roundel and a green tag.
 */
import { doc } from "./pages-html.ts";

/** [currency, whole, decimals or "", colour, inner disc colour or "", points (0: a roundel), name] */
const SHAPES = [
  ["Dhs", "2,349", ".00", "#e53935", "#ff9e9e", 14, "Coffee Maker"],
  ["AED", "11", ".75", "#fdd835", "", 18, "Olive Oil 1L"],
  ["AED", "689", "", "#1e88e5", "#90caf9", 0, "Air Purifier"],
  ["Dhs", "36", ".50", "#fb8c00", "", 12, "Basmati Rice"],
] as const;

/** A star of `points` spikes as a CSS polygon, its spikes' tips on the box's edge. */
function star(points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? 38 : 50;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(50 + r * Math.cos(a)).toFixed(1)}% ${(50 + r * Math.sin(a)).toFixed(1)}%`;
  });
  return `polygon(${corners.join(",")})`;
}

/** [currency, whole, decimals or "", ground, points (0: a roundel, -1: a tag), name]: white print. */
const WHITE_SHAPES = [
  ["AED", "79", ".95", "#c62828", 16, "Steam Mop"],
  ["Dhs", "1,149", "", "#6a1b9a", 0, "Robot Vacuum"],
  ["Dhs", "12.25", "", "#2e7d32", -1, "Green Tea 100 bags"],
] as const;

export function burstPage(): string {
  const css = `.page{padding:6mm;display:grid;grid-template-columns:1fr 1fr;gap:5mm;background:#fff;font-family:Sans}
.cell{display:flex;flex-direction:column;align-items:center;gap:3mm}
.shape{width:40mm;height:40mm;display:flex;align-items:center;justify-content:center;position:relative}
.disc{position:absolute;width:22mm;height:22mm;border-radius:50%}
.price{position:relative;display:flex;align-items:center;font:700 24pt Sans;color:#111}
.cur{writing-mode:vertical-rl;transform:rotate(180deg);font-size:8pt;margin-right:0.8mm}
.price sup{font-size:10pt;align-self:flex-start;margin-top:1mm}.name{font:700 10pt Sans;color:#222}`;
  const cells = SHAPES.map(([cur, whole, decimals, colour, disc, points, name]) => {
    const shape = points ? `clip-path:${star(points)}` : "border-radius:50%";
    return `<div class="cell"><div class="shape" style="background:${colour};${shape}">
${disc ? `<div class="disc" style="background:${disc}"></div>` : ""}
<p class="price"><span class="cur">${cur}</span><span>${whole}</span>${decimals ? `<sup>${decimals}</sup>` : ""}</p></div>
<p class="name">${name}</p></div>`;
  });
  const white = WHITE_SHAPES.map(([cur, whole, decimals, ground, points, name]) => {
    const shape =
      points > 0 ? `clip-path:${star(points)}` : points === 0 ? "border-radius:50%" : "height:14mm;border-radius:2mm";
    // A tag prints its currency upright before the price; the burst and the roundel on its side.
    const currency =
      points < 0 ? `<span style="font-size:14pt;margin-right:2mm">${cur}</span>` : `<span class="cur">${cur}</span>`;
    return `<div class="cell"><div class="shape" style="background:${ground};${shape}">
<p class="price" style="color:#fff">${currency}<span>${whole}</span>${decimals ? `<sup>${decimals}</sup>` : ""}</p></div>
<p class="name">${name}</p></div>`;
  });
  return doc(css, [cells.join("\n"), white.join("\n")], "A6");
}
