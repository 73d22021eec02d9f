import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
for (let n = 1; n <= Math.min(doc.pageCount, 3); n++) {
  const p = doc.page(n);
  let t = performance.now();
  const text = p.text();
  const tt = performance.now() - t;
  t = performance.now();
  const w = p.words();
  const tw = performance.now() - t;
  t = performance.now();
  p.render(1400);
  const tr = performance.now() - t;
  console.log(
    `page ${n}: text ${tt.toFixed(1)} ms (${text.length} chars), words ${tw.toFixed(1)} ms (${w.length}), render1400 ${tr.toFixed(1)} ms`,
  );
  p.close();
}
