/** Catalogue rows for one copy of the demo stores: the plan's titles and dates, pointing at the PDFs written from it. */
import { catalogs } from "#db/schema.ts";
import { CATALOG_TITLES_AR, LINE_SUMMARY_AR } from "#db/seed/data/catalogs-ar.ts";
import { PRODUCT_LINES } from "#db/seed/data/products.ts";
import { DEMO_STORES, type DemoStore } from "#db/seed/data/stores.ts";
import { buildCatalog } from "#db/seed/factories.ts";
import type { Random } from "#db/seed/random.ts";
import type { SeededBranches } from "./branches.ts";
import type { PlannedCatalog } from "./catalog-plan.ts";
import type { PdfFile } from "./files.ts";
import type { SeedTx } from "./seed-context.ts";
import type { SeededStore } from "./stores.ts";

/** An Arabic description in one of three wordings, so a store's catalogues do not all read alike. */
function descriptionAr(title: string, store: string, summary: string, c: number): string {
  const wordings = [
    `كتالوج «${title}» من ${store}: أسعار مخفّضة على ${summary}.`,
    `تصفّح كتالوج «${title}» من ${store} ووفّر على ${summary}.`,
    `في كتالوج «${title}» من ${store} تخفيضات على ${summary} وغيرها الكثير.`,
  ];
  return wordings[c % wordings.length]!;
}

/**
 * Arabic title and description, unless the store is English-only or this is the catalogue it
 * leaves English-only (data/stores.ts says which).
 */
function arabicOf(demo: DemoStore, planned: PlannedCatalog, c: number) {
  const titleAr = CATALOG_TITLES_AR[planned.title];
  if (!demo.nameAr || !titleAr || c === demo.englishOnlyCatalog) return {};
  return { titleAr, descriptionAr: descriptionAr(titleAr, demo.nameAr, LINE_SUMMARY_AR[planned.line], c) };
}

/** `stores[i]` gets the catalogues planned for DEMO_STORES[i], a third of them tied to one of its branches. Returns how many. */
export function seedCatalogs(
  tx: SeedTx,
  stores: SeededStore[],
  storeBranches: SeededBranches,
  o: { random: Random; plan: PlannedCatalog[][]; pdfs: PdfFile[][] },
): number {
  const { random } = o;
  const rows: ReturnType<typeof buildCatalog>[] = [];
  stores.forEach((store, i) => {
    const demo = DEMO_STORES[i]!;
    const own = storeBranches.byStore[i]!;
    o.plan[i]!.forEach((planned, c) => {
      const pdf = o.pdfs[i]![c]!;
      rows.push(
        buildCatalog({
          storeId: store.id,
          branchId: own.length && random.chance(0.33) ? storeBranches.ids[random.pick(own)]! : null,
          // The title printed in the PDF and on its cover.
          title: planned.title,
          description: `${demo.name}'s ${planned.title}: ${pdf.highlights.join(", ")} and more.`,
          ...arabicOf(demo, planned, c),
          category: PRODUCT_LINES[planned.line].category,
          pages: pdf.pages,
          fileUrl: pdf.fileUrl,
          coverImage: pdf.coverImage,
          startDate: planned.startDate,
          expiryDate: planned.expiryDate,
        }),
      );
    });
  });
  return rows.length ? tx.insert(catalogs).values(rows).returning({ id: catalogs.id }).all().length : 0;
}
