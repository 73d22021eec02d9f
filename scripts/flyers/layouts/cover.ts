/**
 * Layout 7, a cover: every kind of number a flyer prints that is not an offer (validity dates,
 * phone and toll-free numbers, "Save up to 50%", a minimum order in AED, branch counts, a page
 * number) and no offer at all. Its truth has zero offers.
 */
import type { Layout } from "../sheet.ts";

const NOT_OFFERS = [
  "Valid 27.11.2026 – 03.12.2026",
  "صالح من ٢٧/١١/٢٠٢٦ حتى ٠٣/١٢/٢٠٢٦",
  "Save up to 50%",
  "وفر حتى ٥٠٪",
  "800 12345",
  "+971 4 123 4567",
  "Free delivery on orders above AED 150",
  "Open daily 8 am – 1 am",
  "42 stores across the UAE",
  "Since 1995",
  "Earn 2x points",
  "Page 1",
];

export function cover(): Layout {
  const page = `<div class="top"><p class="brand">FreshWay<span>Hypermarket</span></p><p class="brand-ar" lang="ar" dir="rtl">فريش وي هايبرماركت</p></div>
<div class="center">
  <p class="event">Mega Savings Festival</p>
  <p class="event-ar" lang="ar" dir="rtl">مهرجان التوفير الكبير</p>
  <div class="disc"><p>Save up to</p><p class="pct">50%</p></div>
  <p class="ar-save" lang="ar" dir="rtl">وفر حتى ٥٠٪</p>
</div>
<div class="dates"><p>Valid 27.11.2026 – 03.12.2026</p><p lang="ar" dir="rtl">صالح من ٢٧/١١/٢٠٢٦ حتى ٠٣/١٢/٢٠٢٦</p></div>
<div class="strip">
  <p>Free delivery on orders above AED 150</p><p>Earn 2x points</p><p>Open daily 8 am – 1 am</p>
</div>
<footer>
  <div><p>Toll free <b>800 12345</b></p><p>Head office <b>+971 4 123 4567</b></p></div>
  <div><p>42 stores across the UAE</p><p>Since 1995</p></div>
  <p class="folio">Page 1</p>
</footer>`;
  return {
    layout: "cover",
    title: "FreshWay Hypermarket — Mega Savings Festival (cover)",
    size: { width: 230, height: 320 },
    dir: "ltr",
    fonts: ["Noto Sans Display", "Noto Kufi Arabic", "Noto Serif"],
    pages: [page],
    offers: [],
    notOffers: NOT_OFFERS,
    css: `
body { font-family: "Noto Sans Display", sans-serif; color: #fff; }
[lang="ar"] { font-family: "Noto Kufi Arabic", sans-serif; }
.sheet { background: conic-gradient(from 200deg at 70% 40%, #ff7a00, #d6001c, #7b0a8a, #0b4ea2, #ff7a00); padding: 12mm; display: flex; flex-direction: column; }
.top { display: flex; justify-content: space-between; align-items: baseline; }
.brand { font-family: "Noto Serif", serif; font-size: 30pt; font-weight: 700; }
.brand span { font-family: "Noto Sans Display"; font-size: 12pt; font-weight: 400; margin-left: 3mm; letter-spacing: 2pt; }
.brand-ar { font-size: 14pt; }
.center { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
.event { font-size: 40pt; font-weight: 700; line-height: 1.05; text-shadow: 0 1mm 2mm #0006; }
.event-ar { font-size: 26pt; font-weight: 700; }
.disc { margin-top: 8mm; width: 80mm; height: 80mm; border-radius: 50%; background: #ffe14d; color: #d6001c; display: flex; flex-direction: column; align-items: center; justify-content: center; transform: rotate(-8deg); }
.disc p { font-size: 20pt; font-weight: 700; }
.disc .pct { font-size: 64pt; line-height: 1; }
.ar-save { margin-top: 4mm; font-size: 18pt; }
.dates { text-align: center; font-size: 15pt; font-weight: 700; background: #0009; padding: 3mm; border-radius: 2mm; }
.strip { display: flex; justify-content: space-between; margin-top: 5mm; font-size: 10pt; }
footer { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 6mm; font-size: 10pt; }
.folio { font-size: 8pt; }
`,
  };
}
