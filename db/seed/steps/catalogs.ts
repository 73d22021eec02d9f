/** Catalogues for one copy of the demo stores, pointing at the PDFs written beforehand. */
import { addDays } from "../../../src/lib/dates.ts";
import { catalogs } from "../../schema.ts";
import { CATALOG_THEMES } from "../data/catalogs.ts";
import { DEMO_STORES } from "../data/stores.ts";
import { buildCatalog } from "../factories.ts";
import type { Random } from "../random.ts";
import type { SeededBranches } from "./branches.ts";
import type { PdfFile } from "./files.ts";
import type { SeedTx } from "./seed-context.ts";
import type { SeededStore } from "./stores.ts";

/** Mostly live catalogues, with some expired, some ending soon and some open-ended. */
function catalogDates(random: Random, today: string): { startDate: string; expiryDate: string | null } {
  const r = random.next();
  if (r < 0.12) {
    const expiry = addDays(today, -random.int(1, 30));
    return { startDate: addDays(expiry, -14), expiryDate: expiry }; // expired
  }
  const startDate = addDays(today, -random.int(1, 10));
  if (r < 0.25) return { startDate, expiryDate: addDays(today, random.int(0, 2)) }; // ends soon
  if (r < 0.32) return { startDate, expiryDate: null }; // open-ended
  return { startDate, expiryDate: addDays(today, random.int(3, 30)) };
}

/** `stores[i]` gets DEMO_STORES[i].catalogs catalogues, a third of them tied to one of its branches. Returns how many. */
export function seedCatalogs(
  tx: SeedTx,
  stores: SeededStore[],
  storeBranches: SeededBranches,
  o: { random: Random; nextPdf: () => PdfFile; today: string },
): number {
  const { random } = o;
  const rows: ReturnType<typeof buildCatalog>[] = [];
  stores.forEach((store, i) => {
    const demo = DEMO_STORES[i]!;
    for (let c = 0; c < demo.catalogs; c++) {
      const pdf = o.nextPdf();
      const own = storeBranches.byStore[i]!;
      const theme = CATALOG_THEMES[demo.category] ?? CATALOG_THEMES.Supermarkets!;
      rows.push(
        buildCatalog({
          storeId: store.id,
          branchId: own.length && random.chance(0.33) ? storeBranches.ids[random.pick(own)]! : null,
          // The title printed in the PDF and on its cover.
          title: pdf.title,
          description: `${demo.name}'s latest offers: ${theme.products.slice(0, 3).join(", ")} and more.`,
          category: theme.category,
          pages: pdf.pages,
          fileUrl: pdf.fileUrl,
          coverImage: pdf.coverImage,
          ...catalogDates(random, o.today),
        }),
      );
    }
  });
  return rows.length ? tx.insert(catalogs).values(rows).returning({ id: catalogs.id }).all().length : 0;
}
