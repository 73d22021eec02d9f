import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
const p = doc.page(Number(process.argv[3] ?? 1));
const t0 = performance.now();
const w = p.words();
console.log(w.length, "words in", (performance.now() - t0).toFixed(1), "ms; unicodeMapError", p.unicodeMapError());
for (const x of w.slice(0, Number(process.argv[4] ?? 40)))
  console.log(
    JSON.stringify(x.text),
    x.x.toFixed(3),
    x.y.toFixed(3),
    x.width.toFixed(3),
    x.height.toFixed(3),
    (x.em * 1000).toFixed(1),
    x.angle,
  );
