/**
 * The offers of one catalogue page as the admin API holds them (routes/api/admin-offers.ts):
 * loaded per page, hidden ones included, and kept in step with each write's answer so the
 * screen never needs to reload the page after a save, delete or restore.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { OfferValues } from "#schemas/offer.ts";
import { apiRequest } from "../admin-fetch.ts";
import { type AdminOffer, changeOf } from "./offer-values.ts";

export function usePageOffers(catalogId: number, page: number) {
  const [offers, setOffers] = useState<AdminOffer[] | null>(null);
  const [failed, setFailed] = useState("");
  // Only the answer for the page shown now is kept (a quick Next, Next may answer out of order).
  const latest = useRef(0);
  const load = useCallback(() => {
    const ask = ++latest.current;
    setOffers(null);
    setFailed("");
    apiRequest<{ data: AdminOffer[] }>("GET", `/api/admin/catalogs/${catalogId}/offers?page=${page}`).then(
      (answer) => ask === latest.current && setOffers(answer.data),
      (e: Error) => ask === latest.current && setFailed(e.message),
    );
  }, [catalogId, page]);
  useEffect(load, [load]);

  const put = (offer: AdminOffer) =>
    setOffers((list) => {
      const others = (list ?? []).filter((o) => o.id !== offer.id);
      return [...others, offer].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x || a.id - b.id);
    });

  return {
    offers,
    failed,
    reload: load,
    /** Saves `values` as a change of `offer` (only what differs), or as a new offer on this page. */
    async save(offer: AdminOffer | null, values: OfferValues): Promise<AdminOffer> {
      const saved = offer
        ? await apiRequest<AdminOffer>("PATCH", `/api/admin/offers/${offer.id}`, changeOf(offer, values))
        : await apiRequest<AdminOffer>("POST", `/api/admin/catalogs/${catalogId}/offers`, { ...values, page });
      put(saved);
      return saved;
    },
    /** Deletes `offer`: an auto one stays in the list, hidden; an operator's one leaves it. */
    async remove(offer: AdminOffer): Promise<void> {
      await apiRequest("DELETE", `/api/admin/offers/${offer.id}`);
      if (offer.source === "operator") setOffers((list) => (list ?? []).filter((o) => o.id !== offer.id));
      else put({ ...offer, hidden: true });
    },
    async restore(offer: AdminOffer): Promise<void> {
      put(await apiRequest<AdminOffer>("PATCH", `/api/admin/offers/${offer.id}`, { hidden: false }));
    },
  };
}
