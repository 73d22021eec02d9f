/**
 * The offers of the page the viewer shows, as the page's own URL shows them: a tap area over
 * the page for each, opening the offer's sheet in the page's language. The layer and the sheets
 * are the page URL's own (offerLayer() in src/lib/offer-layer.ts, built here in the browser);
 * the offers, with what the sheet compares them to, come from
 * GET /api/catalogs/{id}/pages/{n}/offers when a page is first shown, and are kept while the
 * page stays open. The page is drawn at once and the areas join it when they arrive; a page
 * without offers, or whose offers could not be fetched, is the page alone. A catalogue the
 * viewer reads with pdf.js has offers only if it was processed after its link was made (a
 * cached page): GET /api/catalogs/{id} says so first, rather than a 404 for every page of the
 * many that were never processed.
 */
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { Lang } from "#i18n/languages.ts";
import { offerLayer } from "#lib/offer-layer.ts";
import type { ComparedOffer, PageOffer } from "#lib/offers.ts";
import { OfferAreas } from "./offer-areas.tsx";
import type { Translate } from "./translate.ts";

/** What GET /api/catalogs/{id}/pages/{n}/offers answers. */
type PageOffersAnswer = {
  data: (PageOffer & { compare: ComparedOffer[] })[];
  store: { name: string; nameAr: string | null; slug: string };
  validUntil: string | null;
};

/** Answers by URL, kept while the page is open; a failure is not kept, so the page asks again when shown again. */
const answers = new Map<string, Promise<unknown>>();

function getJson<T>(url: string): Promise<T | null> {
  let answer = answers.get(url) as Promise<T | null> | undefined;
  if (!answer) {
    answer = fetch(url, { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${r.status}`))))
      .catch(() => {
        answers.delete(url);
        return null;
      });
    answers.set(url, answer);
  }
  return answer;
}

async function pageOffers(catalogId: string, page: number, servesPages: boolean) {
  if (!servesPages) {
    const catalog = await getJson<{ viewerPages?: unknown }>(`/api/catalogs/${catalogId}`);
    if (!catalog?.viewerPages) return null;
  }
  return getJson<PageOffersAnswer>(`/api/catalogs/${catalogId}/pages/${page}/offers`);
}

type Props = {
  catalogId: string;
  page: number;
  /** The viewer shows the catalogue's page images: it is processed, and its pages have offers to ask for. */
  servesPages: boolean;
  lang: Lang;
  t: Translate;
  children: ReactNode;
};

const NONE = { areas: [], sheets: null, labels: { list: "", close: "" } };

export function ViewerOffers({ catalogId, page, servesPages, lang, t, children }: Props) {
  const [shown, setShown] = useState<{ page: number; answer: PageOffersAnswer } | null>(null);

  useEffect(() => {
    let current = true;
    void pageOffers(catalogId, page, servesPages).then((answer) => {
      if (current && answer) setShown({ page, answer });
    });
    return () => {
      current = false;
    };
  }, [catalogId, page, servesPages]);

  // Never the previous page's offers over this page while its own are on their way.
  const answer = shown?.page === page ? shown.answer : null;
  const layer = useMemo(
    () =>
      answer
        ? offerLayer(answer.data, new Map(answer.data.map((o) => [o.id, o.compare])), lang, t, {
            catalog: { id: Number(catalogId), expiryDate: answer.validUntil },
            page,
            store: answer.store,
            origin: window.location.origin,
          })
        : NONE,
    [answer, lang, t, catalogId, page],
  );
  return (
    <OfferAreas {...layer} current={null}>
      {children}
    </OfferAreas>
  );
}
