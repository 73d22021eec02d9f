/**
 * A search's hits on a catalogue page (issue 23, item 3), for a page opened from a search
 * (`?q=`): the matched words marked on the page image, and a line saying how many, with the
 * way back to the page without them. Server-rendered: no script.
 *
 * The marks are a layer to look at only: hidden from assistive technology (the line says what
 * they show) and letting every tap through (pointer-events none). The offer areas, drawn after
 * the image in the same box (components/offers), lie above them and stay what a tap reaches.
 */
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { isolated } from "#components/isolated.tsx";
import type { HitBox } from "#lib/word-hits.ts";

const pct = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** `children` (the page image) with the hits' boxes over it; the image alone when there are none. */
export function HitLayer({ boxes, children }: { boxes: HitBox[]; children: ReactNode }) {
  if (boxes.length === 0) return children;
  return (
    <div className="relative">
      {children}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="hit-layer">
        {boxes.map((b, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes never reorder
            key={i}
            className="hit-box"
            style={{ left: pct(b.x), top: pct(b.y), width: pct(b.width), height: pct(b.height) }}
            data-testid="hit-box"
          />
        ))}
      </div>
    </div>
  );
}

/** "3 matches for “milk” on this page" (or that there are none), and a link to the page without highlights. */
export function HitSummary({
  count,
  query,
  clearHref,
  t,
}: {
  count: number;
  query: string;
  clearHref: string;
  t: TFunction;
}) {
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="hit-summary"
    >
      {count > 0 ? <span aria-hidden="true" className="hit-swatch" /> : null}
      <span className="font-semibold">{isolated(t, "pages:catalogPage.hits", { count, query })}</span>
      <a href={clearHref} className="ms-auto font-medium text-teal-800 underline hover:text-teal-950">
        {t("pages:catalogPage.clearHits")}
      </a>
    </p>
  );
}
