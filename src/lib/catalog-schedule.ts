/**
 * Where a catalogue stands on a Dubai day (`today`, YYYY-MM-DD), as the admin list marks it:
 * "scheduled" before its start date (shoppers do not see it yet; it publishes itself that day,
 * db/queries/catalogs.ts catalogIsLive), "expired" after its expiry date, "live" between.
 * The same comparison as the live rule's, for screens that hold the dates but not the query.
 */
export type CatalogSchedule = "scheduled" | "live" | "expired";

export function catalogSchedule(
  c: { startDate: string | null; expiryDate: string | null },
  today: string,
): CatalogSchedule {
  if (c.startDate && c.startDate > today) return "scheduled";
  if (c.expiryDate && c.expiryDate < today) return "expired";
  return "live";
}
