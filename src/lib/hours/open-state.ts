/**
 * Whether a branch is open at a moment, from its hours as segments the server worked out for the
 * next days (src/server/hours/evaluate.ts): the browser only compares them with its clock, so the
 * opening_hours library (~120 KB gzipped) never ships to shoppers. Browser-safe.
 */

/** [from, to) in epoch minutes, 1 when open, and the exception's name in force then (if any). */
export type CompactSegment = [from: number, to: number, open: 0 | 1, note?: string];

export type OpenState =
  | { kind: "open24" }
  | { kind: "open" | "closesSoon"; at: number }
  | { kind: "closed"; at: number | null };

/** "Closes soon" from this many minutes before closing. */
const SOON_MINUTES = 60;

/**
 * The state at `now` (epoch ms); null when the segments do not cover it (a page older than them).
 * Open with no closing within a day is "open 24 hours".
 * Example: openState([[0, 600, 1], [600, 2000, 0]], 540 * 60_000) -> { kind: "closesSoon", at: 36_000_000 }
 */
export function openState(segments: CompactSegment[], now: number): OpenState | null {
  const minute = now / 60_000;
  const i = segments.findIndex(([from, to]) => from <= minute && minute < to);
  if (i < 0) return null;
  const open = segments[i]![2];
  const change = segments.slice(i + 1).find((s) => s[2] !== open);
  if (!open) return { kind: "closed", at: change ? change[0] * 60_000 : null };
  const closes = change ? change[0] : segments.at(-1)![1];
  if (closes - minute >= 24 * 60) return { kind: "open24" };
  return { kind: closes - minute <= SOON_MINUTES ? "closesSoon" : "open", at: closes * 60_000 };
}
