import { findPrices } from "#jobs/catalog-pages/offers/prices.ts";
import { tokensOf } from "#jobs/catalog-pages/offers/tokens.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
const p = doc.page(Number(process.argv[3] ?? 1));
const tokens = tokensOf(p.words(), p.size);
for (const pr of findPrices(tokens)) console.log(pr.value, pr.em.toFixed(1), pr.tokens.map((t) => t.raw).join(" | "));
