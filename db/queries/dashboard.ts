/** What the admin dashboard shows: real counts and the latest changes across content. */
import { dirname } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, branches, catalogs, stores } from "#db/schema.ts";
import type { ArabicKind } from "#lib/missing-arabic.ts";
import { countUnreadContactMessages } from "./contact-messages.ts";
import { countContent } from "./database.ts";
import { ARABIC_TABLES, lacksArabic } from "./missing-arabic.ts";

export type RecentChange = {
  type: "store" | "branch" | "catalog" | "blog";
  id: number;
  name: string;
  action: "created" | "updated";
  at: string;
};

/** The `limit` most recently created or updated stores, branches, catalogues and posts. */
function listRecentChanges(db: Db, limit = 10): RecentChange[] {
  const rows = db.all<{
    type: RecentChange["type"];
    id: number;
    name: string;
    created_at: number;
    updated_at: number;
  }>(sql`
    SELECT * FROM (
      SELECT 'store' AS type, id, name, created_at, updated_at FROM ${stores}
      UNION ALL SELECT 'branch', id, name, created_at, updated_at FROM ${branches}
      UNION ALL SELECT 'catalog', id, title, created_at, updated_at FROM ${catalogs}
      UNION ALL SELECT 'blog', id, title, created_at, updated_at FROM ${blogPosts}
    ) ORDER BY updated_at DESC, id DESC LIMIT ${limit}`);
  return rows.map((r) => ({
    type: r.type,
    id: r.id,
    name: r.name,
    action: r.updated_at - r.created_at < 1000 ? "created" : "updated",
    at: new Date(r.updated_at).toISOString(),
  }));
}

/** How many records of each kind lack Arabic ("12 stores without Arabic" on the dashboard). */
function countMissingArabic(db: Db): Record<ArabicKind, number> {
  const kinds = Object.keys(ARABIC_TABLES) as ArabicKind[];
  const counts = kinds.map(
    (kind) => db.select({ n: sql<number>`count(*)` }).from(ARABIC_TABLES[kind]).where(lacksArabic(kind)).get()?.n ?? 0,
  );
  return Object.fromEntries(kinds.map((kind, i) => [kind, counts[i]!])) as Record<ArabicKind, number>;
}

/** Dashboard tiles (blog posts counted for real, not the spec's fixed 3) and recent activity. */
export function dashboardStats(db: Db) {
  const c = countContent(db);
  return {
    totalStores: c.stores,
    totalBranches: c.branches,
    totalCatalogs: c.catalogs,
    blogPosts: c.blogPosts,
    categories: c.categories,
    unreadMessages: countUnreadContactMessages(db),
    recentChanges: listRecentChanges(db),
    missingArabic: countMissingArabic(db),
  };
}

/** The directory the database file is in: DATA_DIR, whose disk the dashboard reports on. */
export function databaseDirectory(db: Db): string {
  return dirname(db.$client.filename);
}
