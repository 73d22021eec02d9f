/** What the admin's edit screens ask of the records they edit, whatever their kind. */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, branches, catalogs, stores } from "#db/schema.ts";

const TABLES = { stores, branches, catalogs, blogs: blogPosts } as const;

/** The kinds of record the admin edits on /admin/{kind}/edit/{id}. */
export type EditedKind = keyof typeof TABLES;

/** True when the `kind` record with this id exists (its edit screen shows the form, else a not-found state). */
export function editedRecordExists(db: Db, kind: EditedKind, id: number): boolean {
  const table = TABLES[kind];
  return !!db.select({ id: table.id }).from(table).where(eq(table.id, id)).get();
}
