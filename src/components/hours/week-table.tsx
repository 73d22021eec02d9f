/**
 * The branch page's week (issue 26): the next seven days from today (Dubai), today marked, each
 * day's hours as they will be (an exception's in place of the week's, named: "Ramadan hours").
 * Rendered on the server: the page is cached per Dubai day, so "today" is right all day.
 */
import type { TFunction } from "i18next";
import { LANG_META, type Lang } from "#i18n/languages.ts";
import type { HoursDay } from "#lib/hours/week-day.ts";

/** An exception's name in the page's language when it is one of the editor's presets, else as written (isolated). */
function exceptionName(name: string, t: TFunction): string {
  const known = t(`pages:hours.names.${name}`, { defaultValue: "" });
  return known || `\u2068${name}\u2069`;
}

/** "09:00–13:00" and "16:00–24:00" (left to right in both languages), "Open 24 hours" or "Closed". */
function dayHours(day: HoursDay, t: TFunction) {
  if (day.allDay) return t("pages:hours.allDay");
  if (day.intervals.length === 0) return t("pages:hours.closedDay");
  // One line per interval, each isolated left to right, aligned with the page's side in Arabic too.
  return day.intervals.map((i) => (
    <span key={i.from} className="block">
      <bdi dir="ltr">{`${i.from}–${i.to}`}</bdi>
    </span>
  ));
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekday(date: string, locale: string): string {
  let f = weekdayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
      numberingSystem: "latn",
    });
    weekdayFormats.set(locale, f);
  }
  return f.format(new Date(`${date}T00:00:00Z`));
}

export function WeekTable({ days, lang, t }: { days: HoursDay[]; lang: Lang; t: TFunction }) {
  if (days.length === 0) return null;
  const locale = LANG_META[lang].locale;
  return (
    <div className="mt-6 border-t border-slate-100 pt-4" data-testid="hours-week-table">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold text-slate-900">{t("pages:hours.weekTitle")}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("pages:hours.day")}</th>
            <th scope="col">{t("pages:hours.hoursColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => {
            const note = day.exception
              ? t(day.allDay || day.intervals.length ? "pages:hours.exceptionHours" : "pages:hours.exceptionClosed", {
                  name: exceptionName(day.exception, t),
                })
              : null;
            return (
              <tr
                key={day.date}
                className={i === 0 ? "bg-teal-50 font-semibold text-slate-900" : "text-slate-700"}
                aria-current={i === 0 ? "date" : undefined}
                data-testid="hours-day"
              >
                <th scope="row" className="py-1.5 ps-2 pe-3 text-start align-top font-medium">
                  {weekday(day.date, locale)}
                  {i === 0 && (
                    <span className="ms-1 text-xs font-semibold text-teal-800">({t("pages:hours.today")})</span>
                  )}
                </th>
                <td className="py-1.5 pe-2 align-top">
                  {dayHours(day, t)}
                  {note && (
                    <span className="block text-xs text-amber-800" data-testid="hours-exception">
                      {note}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t("pages:hours.dubaiTime")}</p>
    </div>
  );
}
