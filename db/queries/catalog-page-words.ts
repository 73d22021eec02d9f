/**
 * The words of the pages shoppers see, with their boxes (src/lib/stored-words.ts): read for
 * highlighting a search's hits on a page image, and written over the served pages when
 * `uae-deals catalogs extract-offers` reads the PDF again (processing stages them with the
 * page instead: catalog-page-swap.ts).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogPages } from "#db/schema.ts";
import { readStoredWords, type StoredWord, wordsWithin } from "#lib/stored-words.ts";

/**
 * The stored words of page `n` that catalogue `catalogId` serves: undefined when it serves no
 * such page, null when the page has none stored (processed before words were kept).
 */
export function pageWordsOf(db: Db, catalogId: number, n: number): StoredWord[] | null | undefined {
  const row = db
    .select({ words: catalogPages.words })
    .from(catalogPages)
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogPages.catalogId))
    .where(and(eq(catalogPages.catalogId, catalogId), eq(catalogPages.page, n), isNotNull(catalogJobs.liveHash)))
    .get();
  return row && readStoredWords(row.words);
}

/**
 * Writes each listed page's words over what `catalogId` serves, in one transaction, each kept
 * within the page's stored text (as savePage keeps them); a page not served is skipped.
 */
export function storePageWords(db: Db, catalogId: number, pages: { page: number; words: StoredWord[] }[]): void {
  db.transaction((tx) => {
    const lengths = new Map(
      tx
        .select({ page: catalogPages.page, length: sql<number>`length(${catalogPages.text})` })
        .from(catalogPages)
        .where(eq(catalogPages.catalogId, catalogId))
        .all()
        .map((p) => [p.page, p.length]),
    );
    for (const { page, words } of pages) {
      const length = lengths.get(page);
      if (length === undefined) continue;
      tx.update(catalogPages)
        .set({ words: JSON.stringify(wordsWithin(words, length)) })
        .where(and(eq(catalogPages.catalogId, catalogId), eq(catalogPages.page, page)))
        .run();
    }
  });
}
