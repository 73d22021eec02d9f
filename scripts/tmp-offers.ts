import { extractOffers } from "#jobs/catalog-pages/offers/extract.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
const only = process.argv[3] ? [Number(process.argv[3])] : Array.from({ length: doc.pageCount }, (_, i) => i + 1);
for (const n of only) {
  const p = doc.page(n);
  const t = performance.now();
  const offers = extractOffers(p.words(), p.size);
  console.log(`page ${n}: ${offers.length} offers (${(performance.now() - t).toFixed(1)} ms)`);
  for (const o of offers)
    console.log(" ", JSON.stringify({ ...o, box: Object.values(o.box).map((v) => +v.toFixed(3)) }));
  p.close();
}
