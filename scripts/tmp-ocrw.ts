import { ocrPage } from "#jobs/catalog-pages/ocr/ocr-page.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
const p = doc.page(Number(process.argv[3] ?? 1));
const img = p.render(1400);
const r = await ocrPage(img, img.width / (p.size.width / 72));
for (const w of r.words.slice(0, Number(process.argv[4] ?? 60)))
  console.log(
    JSON.stringify(w.text),
    w.confidence.toFixed(0),
    w.box.x.toFixed(3),
    w.box.y.toFixed(3),
    w.box.width.toFixed(3),
    w.box.height.toFixed(3),
  );
