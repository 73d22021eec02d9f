/**
 * The near-me list (issue 26), loaded by near-me-finder.tsx only once the shopper has asked and
 * the browser has answered: stores by their nearest branch, or catalogues valid at a branch in
 * reach, each with how far and whether that branch is open by this browser's clock.
 */
import { localizedPath } from "#i18n/languages.ts";
import { openState } from "#lib/hours/open-state.ts";
import { stateText } from "#lib/hours/state-text.ts";
import { localized, marks } from "#lib/localized.ts";
import {
  catalogsByNearestBranch,
  type PlaceBranch,
  type PlaceStore,
  type Point,
  storesByNearestBranch,
} from "#lib/nearest.ts";
import { kmAway } from "./km-away.ts";
import type { FinderLabels } from "./near-me-labels.ts";

/** "Nearby": branches this far at most, and this many lines. */
const RADIUS_KM = 50;
const LIMIT = 12;

type Props = {
  kind: "stores" | "catalogs";
  here: Point;
  places: { stores: PlaceStore[]; catalogs: import("#lib/nearest.ts").PlaceCatalog[] };
  openOnly: boolean;
  labels: FinderLabels;
  lang: "en" | "ar";
  locale: string;
};

type Row = {
  key: number;
  title: ReturnType<typeof localized>;
  /** The title's link: the store's branches, or the catalogue (opened by the viewer). */
  link: { href: string; catalog?: { id: number; title: string } };
  store: PlaceStore;
  branch: PlaceBranch;
  km: number;
};

export function NearResults({ kind, here, places, openOnly, labels, lang, locale }: Props) {
  const now = Date.now();
  const options = { openOnly, now, radiusKm: RADIUS_KM, limit: LIMIT };
  const rows: Row[] =
    kind === "stores"
      ? storesByNearestBranch(places.stores, here, options).map(({ store, branch, km }) => ({
          key: store.id,
          title: localized(lang, store.name, store.nameAr),
          link: { href: localizedPath(lang, `/store/${store.slug}?tab=branches`) },
          store,
          branch,
          km,
        }))
      : catalogsByNearestBranch(places.catalogs, places.stores, here, options).map(({ catalog, store, branch, km }) => {
          const title = localized(lang, catalog.title, catalog.titleAr);
          return {
            key: catalog.id,
            title,
            link: { href: catalog.fileUrl, catalog: { id: catalog.id, title: title.text } },
            store,
            branch,
            km,
          };
        });
  if (rows.length === 0) {
    const none = openOnly ? labels.noneOpenNear : labels.noneNear;
    return (
      <p className="mt-4 text-sm text-slate-700" data-testid="near-me-none">
        {none.replace("{{km}}", String(RADIUS_KM))}
      </p>
    );
  }
  return (
    <ol className="mt-4 grid gap-3 md:grid-cols-2" data-testid="near-me-results">
      {rows.map((row) => {
        const branchName = localized(lang, row.branch.name, row.branch.nameAr);
        const storeName = localized(lang, row.store.name, row.store.nameAr);
        const state = row.branch.segments ? openState(row.branch.segments, now) : null;
        const [before, after = ""] = labels.branch.split("{{branch}}");
        return (
          <li key={row.key} className="rounded-xl border border-slate-200 p-3" data-testid="near-me-row">
            <p className="font-semibold text-slate-900">
              <a
                href={row.link.href}
                {...(row.link.catalog
                  ? { "data-catalog-id": row.link.catalog.id, "data-catalog-title": row.link.catalog.title }
                  : {})}
                className="hover:text-teal-700 hover:underline"
                {...marks(row.title)}
              >
                {row.title.text}
              </a>
              {kind === "catalogs" && (
                <span className="font-normal text-slate-600" {...marks(storeName)}>
                  {" · "}
                  {storeName.text}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              {before}
              <a
                href={localizedPath(lang, `/branch/${row.store.slug}/${row.branch.slug}`)}
                className="underline hover:text-teal-700"
                {...marks(branchName)}
              >
                {branchName.text}
              </a>
              {after}
            </p>
            <p className="text-sm">
              <span className="font-semibold text-teal-800" data-testid="near-me-distance">
                {kmAway(labels.away, row.km, locale)}
              </span>
              {state && (
                <span className="text-slate-700" data-testid="near-me-state" data-state={state.kind}>
                  {" · "}
                  {stateText(state, now, locale, labels.hours)}
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
