/** The one way searches match text: lower-cased substring, LIKE wildcards taken literally. */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** SQL: any of `columns` contains `term` (case-insensitive); undefined for a blank term, so it filters nothing. */
export function containsText(term: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const p = likePattern(text);
  return sql`(${sql.join(
    columns.map((c) => sql`lower(${c}) LIKE ${p} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}
