"use client";
/**
 * "Stores near me" (/stores, home) and "Catalogs valid near me" (/catalogs), issue 26: a button
 * until pressed. Then the browser's position is asked for, and kept here; the places (GET
 * /api/near/..., the same for everyone) and the list's code (near-me-results.tsx, its own chunk)
 * load only then, so the cached page carries neither. Refused or unavailable, the shopper picks
 * an emirate with the header's own control instead. The server renders the button (no shift at
 * hydration); a browser without JavaScript hides it (base.css, [data-needs-script]).
 */
import { type ReactNode, useState } from "react";
import type { PlaceCatalog, PlaceStore, Point } from "#lib/nearest.ts";
import { locate } from "./locate.ts";
import type { FinderLabels } from "./near-me-labels.ts";
import { OpenNowFilter } from "./open-now-filter.tsx";

type Props = {
  kind: "stores" | "catalogs";
  /** h2 under the page's h1, h3 inside a section of its own (home). */
  headingLevel: 2 | 3;
  labels: FinderLabels;
  lang: "en" | "ar";
  locale: string;
  /**
   * The header's emirate choice (its island, rendered by the server), shown when there is no
   * position: handed in rather than imported, so this island shares no code with the layout's.
   */
  emirateChoice: ReactNode;
};

type Places = { stores: PlaceStore[]; catalogs: PlaceCatalog[] };
type Found =
  | { status: "idle" | "locating" | "denied" | "failed" }
  | { status: "sorted"; here: Point; places: Places; Results: typeof import("./near-me-results.tsx").NearResults };

async function fetchData<T>(path: string): Promise<T> {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The places the list needs: catalogues also need their stores' branches. */
async function loadPlaces(kind: Props["kind"]): Promise<Places> {
  const [stores, catalogs] = await Promise.all([
    fetchData<PlaceStore[]>("/api/near/stores"),
    kind === "catalogs" ? fetchData<PlaceCatalog[]>("/api/near/catalogs") : Promise.resolve([]),
  ]);
  return { stores, catalogs };
}

export function NearMeFinder({ kind, headingLevel, labels, lang, locale, emirateChoice }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [found, setFound] = useState<Found>({ status: "idle" });
  const [openOnly, setOpenOnly] = useState(false);

  const find = async () => {
    setFound({ status: "locating" });
    // The code and the places load while the browser asks: both are needed once it answers.
    const code = import("./near-me-results.tsx");
    const places = loadPlaces(kind);
    // Settled early so a refusal does not leave a rejected promise unhandled.
    code.catch(() => undefined);
    places.catch(() => undefined);
    const here = await locate();
    if (!here) return setFound({ status: "denied" });
    try {
      const [{ NearResults }, loaded] = await Promise.all([code, places]);
      setFound({ status: "sorted", here, places: loaded, Results: NearResults });
    } catch {
      setFound({ status: "failed" });
    }
  };

  const message = {
    idle: "",
    locating: labels.locating,
    sorted: labels.sorted,
    denied: labels.deniedPick,
    failed: labels.failed,
  }[found.status];

  return (
    <section
      aria-labelledby={`near-${kind}-heading`}
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="near-me-finder"
      data-needs-script=""
    >
      <div className="flex flex-wrap items-center gap-3">
        <Heading id={`near-${kind}-heading`} className="w-full text-lg font-bold text-slate-900">
          {labels.heading}
        </Heading>
        <button
          type="button"
          onClick={find}
          disabled={found.status === "locating"}
          className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
          data-testid="near-me-button"
        >
          {labels.button}
        </button>
        {found.status === "sorted" && (
          <OpenNowFilter checked={openOnly} onChange={setOpenOnly} label={labels.openNow} />
        )}
        <p role="status" className="w-full text-sm text-slate-700" data-testid="near-me-status">
          {message}
        </p>
        {found.status === "denied" && <div data-testid="near-me-emirate">{emirateChoice}</div>}
      </div>
      {found.status === "sorted" && (
        <found.Results
          kind={kind}
          here={found.here}
          places={found.places}
          openOnly={openOnly}
          labels={labels}
          lang={lang}
          locale={locale}
        />
      )}
    </section>
  );
}
