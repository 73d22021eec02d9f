import type { TFunction } from "i18next";
import { NearMeList } from "#client/near-me.tsx";
import { EmptyState } from "#components/empty-state.tsx";
import { StoreBranchMap } from "#components/map/branch-map-block.tsx";
import type { Lang } from "#i18n/languages.ts";
import { LANG_META } from "#i18n/languages.ts";
import type { EMIRATES } from "#lib/emirates.ts";
import type { PageContext } from "#lib/page-context.ts";
import { BranchCardBody, BranchList } from "./branch-list.tsx";
import { EmirateName } from "./emirate-name.tsx";

type Props = {
  branches: Parameters<typeof BranchList>[0]["branches"];
  storeSlug: string;
  presentIn: readonly (typeof EMIRATES)[number][];
  emirateNames: Parameters<typeof EmirateName>[0]["names"];
  /** The ?emirate= value; ignored unless the store has a branch there. */
  emirate: string | undefined;
  /** The URL of this tab filtered to `emirate` (all emirates when undefined). */
  emirateHref: (emirate: string | undefined) => string;
  /** The map's tiles (config), or null: no map. */
  map: PageContext["map"];
  lang: Lang;
  t: TFunction;
};

/** All branches of the store, with emirate chips when it is in more than one emirate. */
export function StoreBranchesTab({
  branches,
  storeSlug,
  presentIn,
  emirateNames,
  emirate,
  emirateHref,
  map,
  lang,
  t,
}: Props) {
  const emirateFilter = presentIn.some((e) => e.slug === emirate) ? emirate : undefined;
  const shownBranches = emirateFilter ? branches.filter((b) => b.emirateSlug === emirateFilter) : branches;
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900" data-testid="branch-count">
          {t("pages:store.branchCount", { count: shownBranches.length })}
        </h2>
        {presentIn.length > 1 && (
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={t("emirate.label")}
            data-testid="branch-emirate-filter"
          >
            {[
              { slug: undefined, label: t("pages:store.allEmirates") },
              ...presentIn.map((e) => ({
                slug: e.slug,
                label: <EmirateName lang={lang} t={t} slug={e.slug} names={emirateNames} />,
              })),
            ].map((opt) => {
              const active = opt.slug === emirateFilter;
              return (
                <a
                  key={opt.slug ?? "all"}
                  href={emirateHref(opt.slug)}
                  aria-current={active ? "true" : undefined}
                  className={`rounded-full px-3.5 py-1.5 text-sm font-medium ${active ? "bg-teal-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
                >
                  {opt.label}
                </a>
              );
            })}
          </div>
        )}
      </div>
      {branches.length === 0 ? (
        <EmptyState title={t("pages:store.noBranches")} text={t("pages:store.noBranchesHint")} />
      ) : shownBranches.length === 0 ? (
        <EmptyState title={t("pages:store.noBranchesInEmirate")} />
      ) : (
        <>
          <StoreBranchMap tiles={map} t={t} branches={shownBranches} storeSlug={storeSlug} lang={lang} />
          <NearMe branches={shownBranches} storeSlug={storeSlug} lang={lang} t={t} />
        </>
      )}
    </section>
  );
}

/**
 * The cards with "Branches near me" and "Open now" (issue 26): the island orders and filters the
 * server's cards in the browser; a store with one branch needs neither.
 */
function NearMe({ branches, storeSlug, lang, t }: Pick<Props, "branches" | "storeSlug" | "lang" | "t">) {
  if (branches.length < 2) return <BranchList branches={branches} storeSlug={storeSlug} lang={lang} />;
  const now = Date.now();
  const coordinate = (v: string | null) => (v === null || v === "" ? null : Number(v));
  return (
    <NearMeList
      items={branches.map((b) => ({
        id: b.id,
        lat: coordinate(b.latitude),
        lng: coordinate(b.longitude),
        segments: b.segments,
      }))}
      cards={branches.map((b) => <BranchCardBody key={b.id} b={b} storeSlug={storeSlug} lang={lang} t={t} now={now} />)}
      locale={LANG_META[lang].locale}
      labels={{
        button: t("pages:nearMe.button"),
        locating: t("pages:nearMe.locating"),
        sorted: t("pages:nearMe.sorted"),
        denied: t("pages:nearMe.denied"),
        openNow: t("pages:nearMe.openNow"),
        noneOpen: t("pages:nearMe.noneOpen"),
        away: t("pages:nearMe.away"),
      }}
    />
  );
}
