/**
 * An open state in words ("Open · closes 23:00", "Closed · opens Sat 09:00"), the same on the
 * server (the no-JavaScript text) and in the browser's island. Browser-safe.
 */
import type { OpenState } from "./open-state.ts";

/** The words, with "{{time}}" where the time goes (the server passes them from the locales). */
export type OpenStateLabels = {
  open: string;
  closesSoon: string;
  closedOpens: string;
  closed: string;
  open24: string;
};

/**
 * Weekday names as Intl writes them short for en-AE and ar-AE (state-text.test.ts checks each),
 * Sunday first. The words are made by hand, not by Intl: a browser's first formatter with a time
 * zone loads its zone data, a long task on a phone that every branch and store page paid (issue
 * 28), and Dubai's clock needs none: UTC+4 all year. Digits are Latin on both pages, as the
 * server's dates and prices are.
 */
const WEEKDAYS = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
};
const DUBAI_OFFSET_MS = 4 * 3600_000;

/** "09:07", or "Sat 09:07" with the weekday, on Dubai's clock. */
function format(at: number, locale: string, withDay: boolean): string {
  const wall = new Date(at + DUBAI_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  if (!withDay) return time;
  return `${WEEKDAYS[locale.startsWith("ar") ? "ar" : "en"][wall.getUTCDay()]} ${time}`;
}

/** The Dubai calendar day of an instant, as a number that changes at Dubai midnight. */
const dubaiDay = (ms: number) => Math.floor((ms + DUBAI_OFFSET_MS) / 86_400_000);

/**
 * A time, with its weekday when it is not on `now`'s Dubai day: "23:00", "Sat 09:00"; the
 * coming midnight, as a closing time, is today's "24:00", not tomorrow's "00:00".
 */
function timeWords(at: number, now: number, locale: string, closing = false): string {
  const midnight = (at + DUBAI_OFFSET_MS) % 86_400_000 === 0;
  if (closing && midnight && dubaiDay(at) === dubaiDay(now) + 1) return "24:00";
  return format(at, locale, dubaiDay(at) !== dubaiDay(now));
}

/** The state's words for `locale` ("en-AE", "ar-AE"). */
export function stateText(state: OpenState, now: number, locale: string, labels: OpenStateLabels): string {
  if (state.kind === "open24") return labels.open24;
  if (state.at === null) return labels.closed;
  const time = timeWords(state.at, now, locale, state.kind !== "closed");
  const label =
    state.kind === "open" ? labels.open : state.kind === "closesSoon" ? labels.closesSoon : labels.closedOpens;
  return label.replace("{{time}}", time);
}
