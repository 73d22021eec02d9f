/** The missing-Arabic rule of src/lib/missing-arabic.ts in SQL: dashboard counts and the admin tables' filter. */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { blogPosts, branches, catalogs, categories, emirates, stores } from "#db/schema.ts";
import { ARABIC_TWINS, type ArabicKind } from "#lib/missing-arabic.ts";

export const ARABIC_TABLES = { stores, branches, catalogs, blogs: blogPosts, categories, emirates };

/** SQL: the row lacks Arabic (an English text with words and an empty Arabic twin). */
export function lacksArabic(kind: ArabicKind): SQL {
  const table = ARABIC_TABLES[kind] as unknown as Record<string, SQLiteColumn>;
  const blank = (column: SQLiteColumn) => sql`trim(coalesce(${column}, '')) = ''`;
  const either = ARABIC_TWINS[kind].map(([en, ar]) => sql`(NOT ${blank(table[en]!)} AND ${blank(table[ar]!)})`);
  return sql`(${sql.join(either, sql` OR `)})`;
}
