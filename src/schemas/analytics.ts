/**
 * What the browser may report for counting (POST /api/events) and what the admin asks for
 * (GET /api/admin/analytics). Strict and small: only the known event types, ids as positive
 * integers, a search's text capped, at most MAX_BATCH events a call, so junk is refused (400)
 * rather than stored. Follows and list adds are counted by the server where they are written.
 */
import { z } from "zod";
import { MAX_BATCH } from "#lib/analytics-batch.ts";
import { visitorSessionId } from "./tracking.ts";

/** Longest search text kept (after normalising); what a search box holds is far shorter. */
export const MAX_QUERY = 100;
/** The widest date range the dashboard answers (two years, what rollups keep). */
const MAX_RANGE_DAYS = 731;

const id = z.number().int().positive().max(2_147_483_647);
const pageNumber = z.number().int().min(1).max(5000);
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, "emirate must be an emirate's slug");

const event = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("catalog_view"), catalog: id }),
    /** A page on screen for at least a second, in the viewer or on its own address. */
    z.strictObject({ type: z.literal("page_read"), catalog: id, page: pageNumber }),
    z.strictObject({ type: z.literal("offer_tap"), offer: id }),
    /** What was shared: a catalogue (and page), an offer or a store. */
    z.strictObject({
      type: z.literal("share"),
      catalog: id.optional(),
      page: pageNumber.optional(),
      offer: id.optional(),
      store: id.optional(),
    }),
    z.strictObject({ type: z.literal("store_view"), store: id }),
    z.strictObject({ type: z.literal("branch_view"), branch: id }),
    z.strictObject({
      type: z.literal("search"),
      query: z.string().trim().min(1).max(400),
      emirate: slug.optional(),
      found: z.boolean(),
    }),
  ],
  { error: "type must be one of catalog_view, page_read, offer_tap, share, store_view, branch_view, search" },
);

export type ClientEvent = z.infer<typeof event>;

export const eventBatchSchema = z.strictObject({
  /** The anonymous visitor session (localStorage), to count a visitor once a day; absent without one. */
  sessionId: visitorSessionId.optional(),
  lang: z.enum(["en", "ar"]),
  events: z.array(event).min(1).max(MAX_BATCH, `at most ${MAX_BATCH} events a call`),
});

const date = z.iso.date({ error: "must be a date as YYYY-MM-DD" });

/** The dashboard's range, both ends included, in Dubai dates. */
export const analyticsRangeQuery = z
  .strictObject({
    from: date,
    to: date,
    catalog: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, "catalog must be an id")
      .optional(),
  })
  .refine((r) => r.from <= r.to, { message: "from must not be after to", path: ["from"] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `at most ${MAX_RANGE_DAYS} days`,
    path: ["to"],
  });

type Named = { title: string | null; titleAr: string | null };
export type SearchCount = { query: string; lang: string; count: number };

/** What GET /api/admin/analytics answers (db/queries/analytics-report.ts builds it; the dashboard reads it). */
export type AnalyticsSummary = {
  from: string;
  to: string;
  days: { day: string; reads: number; readers: number; catalogViews: number; offerTaps: number }[];
  /** Events of each type in the range. */
  totals: Record<string, number>;
  catalogs: ({ id: number; views: number; reads: number; readers: number } & Named)[];
  /** The chosen catalogue's pages, in order, with their reads (the heat strip). */
  pages: ({ id: number; pages: { page: number; reads: number; readers: number }[] } & Named) | null;
  offers: {
    id: number;
    name: string | null;
    nameAr: string | null;
    catalog: number;
    page: number;
    taps: number;
    listAdds: number;
  }[];
  /** Site-wide only (a store's report has none). */
  searches?: { top: SearchCount[]; zeroResults: SearchCount[] };
  stores: {
    id: number;
    name: string | null;
    nameAr: string | null;
    views: number;
    follows: number;
    branchViews: number;
    reads: number;
  }[];
};
