/**
 * Read-only report links, one store each (issue 27 item 2): the operator sends the address to
 * the retailer. The token is 128 random bits (base64url, 22 characters); revoking deletes it,
 * so the address answers 404 at once (report pages are never cached).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { storeReportLinks, stores } from "#db/schema.ts";

export type ReportLink = { id: number; storeId: number; token: string; createdAt: string };

const asLink = (r: { id: number; storeId: number; token: string; createdAt: Date }): ReportLink => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export function createReportLink(db: Db, storeId: number, now = Date.now()): ReportLink {
  const token = randomBytes(16).toString("base64url");
  const row = db
    .insert(storeReportLinks)
    .values({ storeId, token, createdAt: new Date(now) })
    .returning()
    .get();
  return asLink(row);
}

export function listReportLinks(db: Db, storeId: number): ReportLink[] {
  return db
    .select()
    .from(storeReportLinks)
    .where(eq(storeReportLinks.storeId, storeId))
    .orderBy(desc(storeReportLinks.id))
    .all()
    .map(asLink);
}

/** True when the link existed (and is now gone). */
export function revokeReportLink(db: Db, storeId: number, id: number): boolean {
  return (
    db
      .delete(storeReportLinks)
      .where(and(eq(storeReportLinks.id, id), eq(storeReportLinks.storeId, storeId)))
      .returning({ id: storeReportLinks.id })
      .all().length > 0
  );
}

/** The store a live token reports on, or null. */
export function storeOfReportToken(db: Db, token: string) {
  return (
    db
      .select({ id: stores.id, name: stores.name, nameAr: stores.nameAr, slug: stores.slug })
      .from(storeReportLinks)
      .innerJoin(stores, eq(stores.id, storeReportLinks.storeId))
      .where(eq(storeReportLinks.token, token))
      .get() ?? null
  );
}
