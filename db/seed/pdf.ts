/**
 * Real multi-page catalogue PDFs made with pdf-lib: vector shapes and standard fonts
 * only, so each file stays a few kilobytes and the viewer works offline.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { aed, type Offer } from "./offers.ts";

function hsl(h: number, s: number, l: number) {
  // HSL -> RGB (0..1) for pdf-lib colours.
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return rgb(f(0), f(8), f(4));
}

export async function catalogPdf(opts: {
  store: string;
  title: string;
  /** The offers on each page, in page order. */
  pages: Offer[][];
  hue: number;
  /** The catalogue's first day (YYYY-MM-DD), its creation date, which keeps the bytes the same run to run. */
  date: string;
  /** "Offers valid ..." printed at the foot of each page. */
  validity: string;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${opts.store} — ${opts.title}`);
  doc.setAuthor(opts.store);
  doc.setCreator("uae-deals demo seed");
  doc.setCreationDate(new Date(`${opts.date}T00:00:00Z`));
  doc.setModificationDate(new Date(`${opts.date}T00:00:00Z`));
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const brand = hsl(opts.hue, 0.65, 0.4);
  const width = 595;
  const height = 842;
  const total = opts.pages.length;
  for (const [index, offers] of opts.pages.entries()) {
    const n = index + 1;
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: brand });
    page.drawText(opts.store, { x: 36, y: height - 58, size: 28, font: bold, color: rgb(1, 1, 1) });
    page.drawText(opts.title, { x: 36, y: height - 88, size: 16, font: regular, color: rgb(1, 1, 1) });
    page.drawText(`Page ${n} of ${total}`, {
      x: width - 130,
      y: height - 88,
      size: 12,
      font: regular,
      color: rgb(1, 1, 1),
    });
    const cols = 2;
    const boxW = (width - 36 * 2 - 20) / cols;
    const boxH = 200;
    for (const [i, { product, price, was }] of offers.entries()) {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const x = 36 + col * (boxW + 20);
      const y = height - 140 - (row + 1) * boxH - row * 20;
      page.drawRectangle({
        x,
        y,
        width: boxW,
        height: boxH,
        color: hsl(opts.hue, 0.6, 0.96),
        borderColor: hsl(opts.hue, 0.4, 0.8),
        borderWidth: 1,
      });
      page.drawRectangle({
        x: x + 16,
        y: y + 80,
        width: boxW - 32,
        height: 96,
        color: hsl((opts.hue + 20 * i) % 360, 0.5, 0.85),
      });
      page.drawText(product, { x: x + 16, y: y + 56, size: 13, font: bold, color: rgb(0.1, 0.1, 0.15) });
      const priceText = aed(price);
      page.drawText(priceText, { x: x + 16, y: y + 24, size: 18, font: bold, color: rgb(0.86, 0.15, 0.15) });
      const oldText = aed(was);
      const oldX = x + 28 + bold.widthOfTextAtSize(priceText, 18);
      page.drawText(oldText, { x: oldX, y: y + 26, size: 11, font: regular, color: rgb(0.45, 0.45, 0.5) });
      page.drawLine({
        start: { x: oldX, y: y + 30 },
        end: { x: oldX + regular.widthOfTextAtSize(oldText, 11), y: y + 30 },
        thickness: 1,
        color: rgb(0.45, 0.45, 0.5),
      });
    }
    page.drawText(`${opts.validity} Prices in UAE dirhams, while stocks last. Demo catalogue.`, {
      x: 36,
      y: 24,
      size: 9,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
  }
  return doc.save({ useObjectStreams: true });
}
