/**
 * The catalogue list's offer counts ("132 offers, 4 edited") for the rows on screen, from
 * GET /api/admin/offer-counts; asked again when the rows change or a catalogue finishes
 * processing (its offers are new then).
 */
import { useEffect, useState } from "react";
import { apiRequest } from "../admin-fetch.ts";

export type OfferCount = { catalogId: number; offers: number; edited: number };

/** `ready`: the ids of the rows whose processing is ready, as one string (a change asks again). */
export function useOfferCounts(ids: readonly number[], ready: string): ReadonlyMap<number, OfferCount> {
  const [counts, setCounts] = useState<ReadonlyMap<number, OfferCount>>(new Map());
  // One key for both: the same rows again (and nothing newly ready) do not ask again.
  const ask = `${ids.join(",")}|${ready}`;
  useEffect(() => {
    const shown = ask.split("|")[0];
    if (!shown) return;
    let stale = false;
    apiRequest<OfferCount[]>("GET", `/api/admin/offer-counts?ids=${shown}`).then(
      (list) => !stale && setCounts(new Map(list.map((c) => [c.catalogId, c]))),
      () => {}, // the column stays empty; the list itself still works
    );
    return () => {
      stale = true;
    };
  }, [ask]);
  return counts;
}
