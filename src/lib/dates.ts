/**
 * Calendar dates in Asia/Dubai, the business's time zone (catalogue validity, publish dates).
 * Made on first use, not when the module loads: in a browser the first formatter with a time
 * zone loads the zone data, a long task that island pages importing this file paid while loading.
 */
let dubai: Intl.DateTimeFormat | null = null;

/** Today's date in Dubai as YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  dubai ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Dubai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dubai.format(now);
}

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One formatter per locale: making one costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats YYYY-MM-DD as 'Mon D, YYYY' in English (the spec's form, which en-AE would
 * write as 'D Mon YYYY') or its Arabic equivalent.
 * Example: formatDate("2025-06-14", "en-AE") === "Jun 14, 2025"
 */
export function formatDate(date: string, locale: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const tag = locale.startsWith("en") ? "en-US" : locale;
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
    dateFormats.set(tag, format);
  }
  return format.format(d);
}

/** One formatter per locale and style, in Dubai's zone. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (an ISO string, a Date or epoch milliseconds) as a date and time in Asia/Dubai, the
 * business's zone, whatever zone the server or the operator's browser is in. Callers say it is
 * Dubai time (the admin's "Dubai time" words).
 * Example: formatDubaiTime("2030-01-01T21:30:00Z", "en-AE") === "2 Jan 2030, 1:30 AM"
 */
export function formatDubaiTime(at: string | number | Date, locale: string, dateStyle: "medium" | "long" = "medium") {
  const key = `${locale}:${dateStyle}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: "short", timeZone: "Asia/Dubai" });
    timeFormats.set(key, format);
  }
  return format.format(new Date(at));
}

/** One formatter per locale for weekday dates. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD) as its weekday, day and month: "Thu 4 Dec" in English (British
 * order, as the admin writes it), "الخميس، 4 ديسمبر" in Arabic. For dates near today, where
 * the weekday says more than the year (a catalogue scheduled for Thursday).
 */
export function formatWeekday(date: string, locale: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const tag = locale.startsWith("en") ? "en-GB" : locale;
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
    dayFormats.set(tag, format);
  }
  return format.format(d);
}
