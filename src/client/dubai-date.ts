/**
 * An instant as a medium date ("26 Nov 2026") on Dubai's calendar, in the page's language. The
 * formatter is made on first use, not when an island renders: the first Intl formatter with a
 * time zone makes the browser load its zone data, a long task on a phone, which My deals paid in
 * its hydration even with nothing to date (issue 28).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dubaiDate(lang: "en" | "ar", iso: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "ar" ? "ar-AE" : "en-GB", {
      dateStyle: "medium",
      timeZone: "Asia/Dubai",
    });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
