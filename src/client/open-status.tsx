"use client";
/**
 * "Open · closes 23:00", "Closed · opens Sat 09:00" beside a branch, worked out in the browser
 * from the segments the server put in the page (issue 26), so the cached page is the same for
 * everyone and still right at any hour. The first render repeats the server's words (its no-JS
 * text, and what hydration expects); then the clock takes over and is read again every 30 s.
 */
import { useEffect, useState } from "react";
import { type CompactSegment, openState } from "#lib/hours/open-state.ts";
import { type OpenStateLabels, stateText } from "#lib/hours/state-text.ts";
import { whenIdle } from "./when-idle.ts";

export type OpenStatusProps = {
  segments: CompactSegment[];
  locale: string;
  labels: OpenStateLabels;
  /** The server's state and words when it rendered the page. */
  initial: { kind: string; text: string };
};

const TONES: Record<string, string> = {
  open: "bg-emerald-600",
  open24: "bg-emerald-600",
  closesSoon: "bg-amber-500",
  closed: "bg-slate-400",
};

export function OpenStatus({ segments, locale, labels, initial }: OpenStatusProps) {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      const state = openState(segments, now);
      if (state) setShown({ kind: state.kind, text: stateText(state, now, locale, labels) });
    };
    // The first reading when the browser is idle, not in the task that hydrates the page: its first
    // time-zone formatter loads the zone data, a long task on a phone; the server's words stand till then.
    const cancel = whenIdle(tick);
    const timer = setInterval(tick, 30_000);
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [segments, locale, labels]);
  return (
    <span className="inline-flex items-center gap-2 font-medium" data-testid="open-status" data-state={shown.kind}>
      <span
        aria-hidden="true"
        className={`inline-block h-2 w-2 shrink-0 rounded-full ${TONES[shown.kind] ?? TONES.closed}`}
      />
      {shown.text}
    </span>
  );
}
