/**
 * Catalogues made of flyers of the offer test set (tests/flyers), processed for real, for the
 * tests of searching offers: card-grid.pdf (English offers) at FreshWay in Dubai, arabic-cards.pdf
 * (Arabic and English names, Arabic-Indic prices) at Al Nakhla in Sharjah, and the card grid
 * again at OldMart in a catalogue that expired yesterday.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.ts";
import { insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { addDays } from "#lib/dates.ts";
import { processQueue } from "./catalog-pages.ts";

export type OfferFlyers = {
  freshway: number;
  nakhla: number;
  /** The catalogues: card-grid at FreshWay, arabic-cards at Al Nakhla, card-grid expired at OldMart. */
  grid: number;
  arabic: number;
  expired: number;
};

/** A copy of tests/flyers/`name`.pdf under DATA_DIR/media/catalogs; its URL. */
function flyer(dataDir: string, name: string): string {
  mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
  copyFileSync(join(import.meta.dir, "../flyers", `${name}.pdf`), join(dataDir, "media", "catalogs", `${name}.pdf`));
  return `/media/catalogs/${name}.pdf`;
}

/** Writes the three catalogues (valid around `today`, a Dubai YYYY-MM-DD) and processes them. */
export async function seedOfferFlyers(db: Db, dataDir: string, today: string): Promise<OfferFlyers> {
  const store = (name: string, nameAr: string | null, slug: string, emirate: string) => {
    const id = insertStore(db, { name, nameAr, slug }).id;
    insertBranch(db, { storeId: id, emirate });
    return id;
  };
  const freshway = store("FreshWay", "فريش واي", "freshway", "dubai");
  const nakhla = store("Al Nakhla", "أسواق النخلة", "al-nakhla", "sharjah");
  const oldmart = store("OldMart", null, "oldmart", "dubai");
  type More = { title: string; titleAr?: string; category?: string; expiryDate?: string };
  const catalog = (storeId: number, file: string, more: More) =>
    insertCatalog(db, { storeId, fileUrl: file, coverImage: null, pages: null, ...more }).id;
  const grid = flyer(dataDir, "card-grid");
  const ids = {
    freshway,
    nakhla,
    grid: catalog(freshway, grid, {
      title: "Weekend Mega Deals",
      category: "Food & Beverages",
      expiryDate: addDays(today, 29),
    }),
    arabic: catalog(nakhla, flyer(dataDir, "arabic-cards"), {
      title: "Weekend offers",
      titleAr: "عروض نهاية الأسبوع",
      category: "Home & Garden",
    }),
    expired: catalog(oldmart, grid, { title: "Last month", expiryDate: addDays(today, -1) }),
  };
  await processQueue(db, dataDir);
  return ids;
}
