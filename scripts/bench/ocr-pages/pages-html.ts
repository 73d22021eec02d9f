/**
 * HTML documents for the OCR test set: each `section.page` is one page (A4, or A6 for the small
 * committed fixtures); its innerText is the page's true text. Fonts: Debian's fonts-noto-core.
 */
import { readFileSync } from "node:fs";
import { ARABIC_PAGES, ENGLISH_PAGES } from "./texts.ts";

const FONT_DIR = "/usr/share/fonts/truetype/noto";
const font = (file: string) => `data:font/ttf;base64,${readFileSync(`${FONT_DIR}/${file}`).toString("base64")}`;

const FACES = [
  ["Sans", "NotoSans-Regular.ttf", 400],
  ["Sans", "NotoSans-Bold.ttf", 700],
  ["Serif", "NotoSerif-Regular.ttf", 400],
  ["ArSans", "NotoSansArabic-Regular.ttf", 400],
  ["ArSans", "NotoSansArabic-Bold.ttf", 700],
  ["Naskh", "NotoNaskhArabic-Regular.ttf", 400],
  ["Naskh", "NotoNaskhArabic-Bold.ttf", 700],
  ["Kufi", "NotoKufiArabic-Regular.ttf", 400],
  ["Kufi", "NotoKufiArabic-Bold.ttf", 700],
] as const;

export function doc(css: string, pages: string[], size: "A4" | "A6" = "A4"): string {
  const [w, h] = size === "A4" ? [210, 297] : [105, 148];
  const faces = FACES.map(([f, file, w]) => `@font-face{font-family:${f};font-weight:${w};src:url(${font(file)})}`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${faces.join("\n")}
@page{size:${w}mm ${h}mm;margin:0}*{box-sizing:border-box;margin:0}
.page{width:${w}mm;height:${h}mm;overflow:hidden;break-after:page;position:relative}
.page:last-child{break-after:auto}
${css}</style></head><body>${pages.map((p) => `<section class="page">${p}</section>`).join("\n")}</body></html>`;
}

function prose(text: string): string {
  const [title, ...paras] = text.split("\n\n");
  return `<h1>${title}</h1>${paras.map((p) => `<p>${p}</p>`).join("")}`;
}

export function proseEnglish(): string {
  const css = `.page{padding:22mm 20mm;font-size:12pt;line-height:1.5}h1{font:700 18pt Sans;margin-bottom:6mm}
p{margin-bottom:4mm}.page:first-child{font-family:Serif}.page:last-child{font-family:Sans;font-size:11pt}`;
  return doc(css, ENGLISH_PAGES.map(prose));
}

export function proseArabic(): string {
  const css = `.page{padding:22mm 20mm;font-size:13pt;line-height:1.7;direction:rtl}h1{font-size:19pt;font-weight:700;margin-bottom:6mm}
p{margin-bottom:4mm}.page:first-child{font-family:Naskh}.page:last-child{font-family:ArSans;font-size:12pt}`;
  return doc(css, ARABIC_PAGES.map(prose));
}

/** [English, Arabic, price] */
const GROCERIES: [string, string, string][] = [
  ["Basmati Rice 5kg", "أرز بسمتي ٥ كغ", "39.95"],
  ["Sunflower Oil 1.8L", "زيت دوار الشمس", "17.50"],
  ["Fresh Chicken 1kg", "دجاج طازج", "18.25"],
  ["Full Cream Milk 2L", "حليب كامل الدسم", "11.75"],
  ["Brown Bread", "خبز أسمر", "6.50"],
  ["Greek Yoghurt", "زبادي يوناني", "8.95"],
  ["Dates Khalas 1kg", "تمر خلاص", "24.00"],
  ["Arabic Coffee 250g", "قهوة عربية", "21.90"],
  ["Green Tea 100 bags", "شاي أخضر", "14.25"],
  ["Tomatoes per kg", "طماطم للكيلو", "4.95"],
  ["Bananas per kg", "موز للكيلو", "5.75"],
  ["Red Apples per kg", "تفاح أحمر", "7.25"],
  ["Potatoes 2kg", "بطاطس", "6.95"],
  ["Cheddar Cheese 400g", "جبنة شيدر", "16.50"],
  ["Orange Juice 1L", "عصير برتقال", "7.95"],
  ["Mineral Water 12x500ml", "مياه معدنية", "9.50"],
  ["Laundry Detergent 3kg", "مسحوق غسيل", "29.95"],
  ["Dishwashing Liquid", "سائل غسيل الصحون", "8.25"],
  ["Tissue Box 5 pack", "مناديل ورقية", "12.00"],
  ["Olive Oil 750ml", "زيت زيتون", "26.75"],
];

const ELECTRONICS: [string, string, string, string, string][] = [
  ["Smart TV 55 inch 4K", "تلفزيون ذكي ٥٥ بوصة", "HDR, three HDMI ports", "1,799", "2,499"],
  ["Laptop 14 inch", "حاسوب محمول", "16GB memory, 512GB storage", "2,899", "3,599"],
  ["Wireless Earbuds", "سماعات لاسلكية", "Noise cancelling", "349", "499"],
  ["Smartphone 256GB", "هاتف ذكي", "Dual camera, 5G", "2,199", "2,799"],
  ["Air Fryer 5L", "قلاية هوائية", "Digital display", "299", "429"],
  ["Split Air Conditioner", "مكيف هواء سبليت", "Inverter, 1.5 ton", "1,649", "2,150"],
  ["Robot Vacuum", "مكنسة روبوت", "Maps every room", "899", "1,299"],
  ["Coffee Machine", "آلة قهوة", "Capsules and milk frother", "459", "649"],
  ["Gaming Console", "جهاز ألعاب", "Two controllers included", "1,899", "2,249"],
];

function priceList(): string {
  const rows = GROCERIES.map(
    ([en, ar, price]) =>
      `<tr><td class="en">${en}</td><td class="ar" dir="rtl">${ar}</td><td class="pr">${price} AED</td></tr>`,
  ).join("");
  return `<div class="pl"><h2>Weekly Price List</h2><h2 dir="rtl" class="arh">قائمة أسعار الأسبوع</h2>
<table>${rows}</table><p class="small">Prices valid from Thursday to Sunday while stocks last.</p>
<p class="small" dir="rtl">الأسعار سارية من الخميس إلى الأحد حتى نفاد الكمية.</p></div>`;
}

function hero(): string {
  const items = GROCERIES.slice(0, 4)
    .map(
      ([en, ar, price]) =>
        `<div class="hi"><p class="har" dir="rtl">${ar}</p><p class="hen">${en}</p><p class="hp">${price}</p><p class="hcur">درهم</p></div>`,
    )
    .join("");
  return `<div class="hero"><p class="kicker" dir="rtl">عروض نهاية الأسبوع</p><p class="sub">Weekend Offers</p>
<p class="badge">SAVE 30%</p></div><div class="hgrid">${items}</div>
<div class="band" dir="rtl">توصيل مجاني للطلبات فوق مئة درهم</div><div class="band2">Free delivery on orders above 100 dirhams</div>`;
}

function techGrid(): string {
  const tiles = ELECTRONICS.map(
    ([en, ar, spec, now, was]) =>
      `<div class="t"><p class="ten">${en}</p><p class="tar" dir="rtl">${ar}</p><p class="spec">${spec}</p><p><span class="now">AED ${now}</span> <s>${was}</s></p></div>`,
  ).join("");
  return `<div class="top"><span class="brand">TechZone</span><span class="brandar" dir="rtl">تك زون</span></div>
<div class="banner">Summer Tech Deals</div><div class="tgrid">${tiles}</div>`;
}

export function flyers(): string {
  const css = `
.pl{padding:14mm;font-family:Sans;background:#fffbe6;height:100%}.pl h2{font-size:20pt;color:#b91c1c}
.arh{font-family:ArSans}.pl table{width:100%;border-collapse:collapse;margin:5mm 0;font-size:11pt}
.pl td{border-bottom:1px solid #e5d9a8;padding:1.2mm 1mm}.pl .ar{font-family:ArSans;text-align:right}
.pl .pr{text-align:right;font-weight:700;color:#b91c1c;white-space:nowrap}.small{font-size:9pt;color:#444;font-family:Sans,ArSans}
.hero{background:#7f1d1d;color:#fff;padding:12mm;position:relative;height:70mm}
.kicker{font:700 40pt Kufi;text-align:right}.sub{font:700 22pt Sans}
.badge{position:absolute;left:14mm;top:14mm;background:#facc15;color:#7f1d1d;font:700 16pt Sans;padding:2mm 4mm;transform:rotate(-8deg)}
.hgrid{display:grid;grid-template-columns:1fr 1fr;gap:6mm;padding:8mm}
.hi{background:#fee2e2;padding:6mm;text-align:center;height:70mm}.har{font:700 20pt Kufi}.hen{font:400 14pt Sans}
.hp{font:700 40pt Sans;color:#b91c1c}.hcur{font:700 14pt ArSans;color:#b91c1c}
.band{background:#166534;color:#fff;font:700 18pt ArSans;padding:4mm 10mm}.band2{font:400 13pt Sans;padding:3mm 10mm;color:#166534}
.top{background:#0f172a;color:#fff;padding:8mm 12mm;display:flex;justify-content:space-between;font:700 28pt Sans}
.brandar{font-family:ArSans}.banner{background:#facc15;color:#fff;font:700 26pt Sans;padding:4mm 12mm;text-shadow:0 0 2px #a16207}
.tgrid{display:grid;grid-template-columns:repeat(3,1fr);gap:4mm;padding:8mm;background:#f1f5f9}
.t{background:#fff;border:1px solid #cbd5e1;padding:4mm;height:66mm;display:flex;flex-direction:column;justify-content:flex-end;font-family:Sans}
.ten{font-weight:700;font-size:12pt}.tar{font:700 12pt ArSans}.spec{font-size:9pt;color:#64748b}
.now{font-weight:700;font-size:15pt;color:#dc2626}s{color:#64748b;font-size:10pt}`;
  return doc(css, [priceList(), hero(), techGrid()]);
}

/** The small pages committed as test fixtures (src/jobs/catalog-pages/fixtures/ocr/): A6, a few words each. */
export function fixturePages(): string {
  const css = `.page{padding:8mm;font-size:10pt;line-height:1.5}h1{font-size:13pt;font-weight:700;margin-bottom:3mm}p{margin-bottom:2mm}
.en{font-family:Sans}.ar{font-family:Naskh;direction:rtl;font-size:11pt}
.tile{font-family:Sans;padding:0}.tile .head{background:#7f1d1d;color:#fff;padding:5mm 8mm}.tile .head p{font:700 16pt Sans}
.tile .head p[dir]{font:700 18pt ArSans}.tile .body{padding:6mm 8mm;text-align:center}.tile .n{font:700 13pt Sans}
.tile .na{font:700 14pt ArSans}.tile .p{font:700 26pt Sans;color:#b91c1c}.tile .c{font:700 12pt ArSans;color:#b91c1c}
.cards{display:grid;gap:2mm}.card{border:1px solid #ddd;padding:1mm 3mm;line-height:1.3;background:#f5f0fa;font-family:Sans}
.card p{margin:0}.card .n{font-weight:600;font-size:10pt}.card .now{font-weight:700;font-size:12pt;color:#c62828}
.card s{font-weight:400;font-size:9pt;color:#777}.card .na{font:700 10pt ArSans}
.bursts{padding:8mm;display:grid;gap:8mm}.burst{display:flex;align-items:center;gap:1mm;font:700 30pt Sans}
.burst .cur{writing-mode:vertical-rl;transform:rotate(180deg);font-size:10pt}.burst sup{font-size:13pt}
.burst p{font:600 10pt Sans;margin-left:4mm}`;
  const [en, ar] = [ENGLISH_PAGES[0], ARABIC_PAGES[0]].map((t = "") => t.split("\n\n"));
  return doc(
    css,
    [
      `<div class="en"><h1>${en?.[0]}</h1><p>${en?.[1]}</p></div>`,
      `<div class="ar"><h1>${ar?.[0]}</h1><p>${ar?.[1]}</p></div>`,
      `<div class="tile"><div class="head"><p dir="rtl">عروض نهاية الأسبوع</p><p>Weekend Offers</p></div>
<div class="body"><p class="na" dir="rtl">حليب كامل الدسم</p><p class="n">Full Cream Milk 2L</p><p class="p">11.75</p><p class="c">درهم</p></div></div>`,
      unitCards(),
      turnedCurrency(),
    ],
    "A6",
  );
}

/**
 * Bilingual cards whose English names end in a size ("2L", "1kg", "256GB") and whose previous
 * price is struck out: where Tesseract's Arabic model, tried first, reads "2L" as "21".
 */
function unitCards(): string {
  const cards = [
    ["Orange Juice 2L", "عصير برتقال", "8.50", "10.25"],
    ["Greek Yoghurt 1kg", "زبادي يوناني", "14.75", "17.95"],
    ["Sunflower Oil 1L", "زيت دوار الشمس", "9.25", "12.50"],
    ["Tablet 8GB, 256GB", "جهاز لوحي", "899", "1,049"],
  ];
  return `<div class="cards">${cards
    .map(
      ([en, ar, now, was]) =>
        `<div class="card"><p class="n">${en}</p><p class="now">AED ${now} <s>AED ${was}</s></p><p class="na" dir="rtl">${ar}</p></div>`,
    )
    .join("")}</div>`;
}

/** Prices as price bursts print them: the currency turned on its side, the decimals raised small. */
function turnedCurrency(): string {
  const bursts = [
    ["AED", "1,299", ".50", "Stand Mixer"],
    ["Dhs", "349", ".00", "Steam Iron"],
  ];
  return `<div class="bursts">${bursts
    .map(
      ([cur, price, cents, name]) =>
        `<div class="burst"><span class="cur">${cur}</span><span>${price}</span><sup>${cents}</sup><p>${name}</p></div>`,
    )
    .join("")}</div>`;
}
