/** What GET /metrics reads from the database: cheap aggregate counts only. */
import { count } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs } from "#db/schema.ts";

/** Catalogue processing jobs by state (queued, processing, ready, failed); a state with none is 0. */
export function catalogJobsByState(db: Db): Record<(typeof catalogJobs.state.enumValues)[number], number> {
  const out = Object.fromEntries(catalogJobs.state.enumValues.map((s) => [s, 0])) as Record<
    (typeof catalogJobs.state.enumValues)[number],
    number
  >;
  for (const row of db
    .select({ state: catalogJobs.state, n: count() })
    .from(catalogJobs)
    .groupBy(catalogJobs.state)
    .all())
    out[row.state] = row.n;
  return out;
}
