"use client";
/**
 * Branches on a map (issue 26): a store's (drawn once hydrated, from the points the page carries)
 * or an emirate's (drawn when the shopper asks, from GET /api/near/stores, with the list of them
 * under it). Rendered only when the operator set MAP_TILE_URL; Leaflet and its stylesheet load
 * then, through leaflet-map.ts. The page's list of branches stays beside it for those who do not
 * use maps. The map is drawn left to right in either language (Leaflet lays tiles out that way);
 * its controls move to the reading side.
 */
import { useEffect, useRef, useState } from "react";
import { localizedPath } from "#i18n/languages.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import { openState } from "#lib/hours/open-state.ts";
import { type OpenStateLabels, stateText } from "#lib/hours/state-text.ts";
import { localized } from "#lib/localized.ts";
import type { PlaceStore } from "#lib/nearest.ts";
import type { MapPoint } from "./leaflet-map.ts";

export type BranchPoint = {
  id: number;
  lat: number;
  lng: number;
  name: string;
  href: string;
  segments: CompactSegment[] | null;
};
export type MapLabels = {
  region: string;
  hint: string;
  loading: string;
  failed: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** The emirate map's button. */
  show?: string;
  hours: OpenStateLabels;
};

type Props = {
  tiles: { tileUrl: string; attribution: string };
  /** A store's branches; or `emirate`, whose branches load on request. */
  points?: BranchPoint[];
  emirate?: string;
  labels: MapLabels;
  lang: "en" | "ar";
  locale: string;
};

type Status = "idle" | "loading" | "drawn" | "failed";

/** The branches of `emirate` in every store, as points (store by name, then the branch's order). */
async function emiratePoints(emirate: string, lang: Props["lang"]): Promise<BranchPoint[]> {
  const res = await fetch("/api/near/stores");
  if (!res.ok) throw new Error(`/api/near/stores: ${res.status}`);
  const stores = ((await res.json()) as { data: PlaceStore[] }).data;
  return stores.flatMap((s) =>
    s.branches
      .filter((b) => b.emirate === emirate)
      .map((b) => ({
        id: b.id,
        lat: b.lat,
        lng: b.lng,
        name: localized(lang, b.name, b.nameAr).text,
        href: localizedPath(lang, `/branch/${s.slug}/${b.slug}`),
        segments: b.segments,
      })),
  );
}

export function BranchMap({ tiles, points, emirate, labels, lang, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [shown, setShown] = useState<BranchPoint[] | null>(points ?? null);

  useEffect(() => {
    const element = box.current;
    if (!element || !shown || shown.length === 0) return;
    let remove: (() => void) | undefined;
    let gone = false;
    setStatus("loading");
    const now = Date.now();
    const mapPoints: MapPoint[] = shown.map((p) => {
      const state = p.segments ? openState(p.segments, now) : null;
      return { ...p, state: state ? stateText(state, now, locale, labels.hours) : null };
    });
    import("./leaflet-map.ts")
      .then(({ drawMap }) => drawMap(element, { ...tiles, points: mapPoints, rtl: lang === "ar", labels: labels }))
      .then((undo) => {
        if (gone) return undo();
        remove = undo;
        setStatus("drawn");
      })
      .catch(() => !gone && setStatus("failed"));
    return () => {
      gone = true;
      remove?.();
    };
  }, [shown, tiles, labels, lang, locale]);

  const load = async () => {
    if (!emirate) return;
    setStatus("loading");
    try {
      setShown(await emiratePoints(emirate, lang));
    } catch {
      setStatus("failed");
    }
  };

  return (
    <div className="mb-6" data-testid="branch-map-block">
      {!shown && (
        <button
          type="button"
          onClick={load}
          disabled={status === "loading"}
          className="inline-flex min-h-11 items-center rounded-lg border border-teal-700 bg-white px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-70"
          data-testid="branch-map-button"
        >
          {labels.show}
        </button>
      )}
      {shown && shown.length > 0 && (
        <>
          <p id="branch-map-hint" className="mb-2 text-sm text-slate-600">
            {labels.hint}
          </p>
          <div
            ref={box}
            role="region"
            aria-label={labels.region}
            aria-describedby="branch-map-hint"
            dir="ltr"
            className="relative z-0 h-72 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96"
            data-testid="branch-map"
          />
        </>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700" data-testid="branch-map-status">
        {status === "loading" ? labels.loading : status === "failed" ? labels.failed : ""}
      </p>
      {emirate && shown && (
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="branch-map-list">
          {shown.map((p) => (
            <li key={p.id}>
              <a href={p.href} className="text-teal-800 underline hover:text-teal-900">
                {p.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
