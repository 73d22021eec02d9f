"use client";
/**
 * "Branches near me" on a store's Branches tab (issue 26): the browser's position, asked only when
 * the shopper presses the button, stays in the browser; the server-rendered cards are put in
 * order of distance here, each with how far it is, and "Open now" keeps the branches open by the
 * browser's clock. Without a position the shopper picks an emirate above instead. Before
 * hydration (and without JavaScript) the list is the server's, and the controls are not shown.
 */
import { type ReactNode, useEffect, useState } from "react";
import { distanceKm } from "#lib/distance.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import { byDistance, isOpenNow, type Point } from "#lib/nearest.ts";
import { kmAway } from "./km-away.ts";
import { locate } from "./locate.ts";
import { OpenNowFilter } from "./open-now-filter.tsx";

export type NearMeItem = { id: number; lat: number | null; lng: number | null; segments: CompactSegment[] | null };
export type NearMeLabels = {
  button: string;
  locating: string;
  sorted: string;
  denied: string;
  openNow: string;
  noneOpen: string;
  /** "{{km}} km away" */
  away: string;
};

type Props = { items: NearMeItem[]; cards: ReactNode[]; labels: NearMeLabels; locale: string };
type Status = "idle" | "locating" | "sorted" | "denied";

export function NearMeList({ items, cards, labels, locale }: Props) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [position, setPosition] = useState<Point | null>(null);
  const [openOnly, setOpenOnly] = useState(false);
  useEffect(() => setReady(true), []);

  const find = async () => {
    setStatus("locating");
    const here = await locate();
    setPosition(here);
    setStatus(here ? "sorted" : "denied");
  };

  const km = (item: NearMeItem) =>
    position && item.lat !== null && item.lng !== null
      ? distanceKm(position.lat, position.lng, item.lat, item.lng)
      : null;
  const now = Date.now();
  const rows = byDistance(
    items.map((item, i) => ({ item, card: cards[i] })),
    ({ item }) => km(item),
  )
    .filter(({ item: { item } }) => !openOnly || isOpenNow(item.segments, now))
    .map(({ item: { item, card }, km }) => ({ item, card, km }));
  const message =
    status === "locating"
      ? labels.locating
      : status === "sorted"
        ? labels.sorted
        : status === "denied"
          ? labels.denied
          : "";

  return (
    <div>
      {ready && (
        <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="near-me">
          <button
            type="button"
            onClick={find}
            disabled={status === "locating"}
            className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
            data-testid="near-me-button"
          >
            {labels.button}
          </button>
          <OpenNowFilter checked={openOnly} onChange={setOpenOnly} label={labels.openNow} />
          <p role="status" className="w-full text-sm text-slate-700" data-testid="near-me-status">
            {message}
          </p>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {labels.noneOpen}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="branch-list">
          {rows.map(({ item, card, km: d }) => (
            <li
              key={item.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="branch-card"
            >
              {d !== null && (
                <p className="mb-2 text-xs font-semibold text-teal-800" data-testid="branch-distance">
                  {kmAway(labels.away, d, locale)}
                </p>
              )}
              {card}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
