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
 * Digits: the Arabic pages write numbers in Latin digits (their dates and prices, made with
 * ar-AE on the server); pinning the numbering system keeps the browser's ICU from choosing
 * otherwise, so the island agrees with the server's text.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withDay}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: "Asia/Dubai",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
      ...(withDay ? { weekday: "short" } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

/** The Dubai calendar day of an instant, as a number that changes at Dubai midnight. */
const dubaiDay = (ms: number) => Math.floor((ms + 4 * 3600_000) / 86_400_000);

/**
 * A time, with its weekday when it is not on `now`'s Dubai day: "23:00", "Sat 09:00"; the
 * coming midnight, as a closing time, is today's "24:00", not tomorrow's "00:00".
 */
function timeWords(at: number, now: number, locale: string, closing = false): string {
  const midnight = (at + 4 * 3600_000) % 86_400_000 === 0;
  if (closing && midnight && dubaiDay(at) === dubaiDay(now) + 1)
    return format(locale, false)
      .format(at - 60_000)
      .replace(/\d\d:\d\d/, "24:00");
  return format(locale, dubaiDay(at) !== dubaiDay(now)).format(at);
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
