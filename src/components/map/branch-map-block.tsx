/**
 * The branch map where the operator configured tiles (issue 26): a store's branches on its
 * Branches tab, an emirate's on /stores?emirate=. Without MAP_TILE_URL nothing renders and no map
 * code loads: the lists alone show the branches.
 */
import type { TFunction } from "i18next";
import { BranchMap, type BranchPoint, type MapLabels } from "#client/branch-map.tsx";
import { stateLabels } from "#components/hours/open-status.tsx";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import { localized } from "#lib/localized.ts";
import type { PageContext } from "#lib/page-context.ts";

function mapLabels(t: TFunction, region: string, show?: string): MapLabels {
  return {
    region,
    show,
    hint: t("pages:map.hint"),
    loading: t("pages:map.loading"),
    failed: t("pages:map.failed"),
    zoomIn: t("pages:map.zoomIn"),
    zoomOut: t("pages:map.zoomOut"),
    closePopup: t("pages:map.closePopup"),
    hours: stateLabels(t),
  };
}

/** A coordinate stored as text, or null. */
const coordinate = (v: string | null) =>
  v === null || v.trim() === "" || !Number.isFinite(Number(v)) ? null : Number(v);

type Branch = {
  id: number;
  name: string;
  nameAr: string | null;
  slug: string;
  latitude: string | null;
  longitude: string | null;
  segments: CompactSegment[] | null;
};

/** A store's branches that have a position, on one map. */
export function StoreBranchMap({
  tiles,
  t,
  branches,
  storeSlug,
  lang,
}: {
  tiles: PageContext["map"];
  t: TFunction;
  branches: Branch[];
  storeSlug: string;
  lang: Lang;
}) {
  if (!tiles) return null;
  const points: BranchPoint[] = branches.flatMap((b) => {
    const lat = coordinate(b.latitude);
    const lng = coordinate(b.longitude);
    if (lat === null || lng === null) return [];
    const href = localizedPath(lang, `/branch/${storeSlug}/${b.slug}`);
    return [{ id: b.id, lat, lng, name: localized(lang, b.name, b.nameAr).text, href, segments: b.segments }];
  });
  if (points.length === 0) return null;
  return (
    <BranchMap
      tiles={tiles}
      points={points}
      labels={mapLabels(t, t("pages:map.region"))}
      lang={lang}
      locale={LANG_META[lang].locale}
    />
  );
}

/** Every store's branches in `emirate`, drawn when the shopper asks (the page carries none of them). */
export function EmirateBranchMap({ ctx, t, emirate }: { ctx: PageContext; t: TFunction; emirate: string | undefined }) {
  if (!ctx.map || !emirate) return null;
  const name = t(`emirate.${emirate}`);
  return (
    <BranchMap
      tiles={ctx.map}
      emirate={emirate}
      labels={mapLabels(
        t,
        t("pages:map.emirateRegion", { emirate: name }),
        t("pages:map.emirateButton", { emirate: name }),
      )}
      lang={ctx.lang}
      locale={LANG_META[ctx.lang].locale}
    />
  );
}
