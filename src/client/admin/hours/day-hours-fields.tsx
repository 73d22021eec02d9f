/**
 * One day's hours in the weekly editor (and an exception's): open in one or more intervals, open
 * 24 hours, or closed. A closing time earlier than the opening one runs past midnight (the next
 * day's small hours); 00:00 as a closing time is midnight. Imported only by client modules.
 */
import { useTranslation } from "react-i18next";
import type { DayHours, Interval } from "#lib/hours/week-model.ts";

const input =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30";
const smallButton = "min-h-8 min-w-8 rounded-lg px-1.5 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50";

/** <input type=time> has no 24:00: midnight shows as 00:00 and is kept as 24:00. */
const shown = (t: string) => (t === "24:00" ? "00:00" : t);
const kept = (t: string) => (t === "00:00" ? "24:00" : t);

type Props = {
  /** Unique in the page: the controls' ids start with it. */
  id: string;
  /** The day's name ("Monday") or the exception's, for the controls' labels. */
  label: string;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
};

export function DayHoursFields({ id, label, hours, onChange }: Props) {
  const { t } = useTranslation("admin");
  const setInterval = (i: number, next: Interval) =>
    onChange({ ...hours, intervals: hours.intervals.map((x, j) => (j === i ? next : x)) });
  const setMode = (mode: DayHours["mode"]) =>
    onChange({
      mode,
      intervals: mode === "open" && hours.intervals.length === 0 ? [{ from: "10:00", to: "22:00" }] : hours.intervals,
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        id={`${id}-mode`}
        aria-label={t("hours.modeOf", { name: label })}
        value={hours.mode}
        onChange={(e) => setMode(e.target.value as DayHours["mode"])}
        className={input}
        data-testid="hours-mode"
      >
        <option value="open">{t("hours.modeOpen")}</option>
        <option value="allDay">{t("hours.modeAllDay")}</option>
        <option value="closed">{t("hours.modeClosed")}</option>
      </select>
      {hours.mode === "open" &&
        hours.intervals.map((interval, i) => {
          const n = i + 1;
          const overnight = interval.to !== "24:00" && interval.to <= interval.from;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity but their place; a removal re-keys the rest.
            <span key={`${i}-${hours.intervals.length}`} className="flex flex-wrap items-center gap-1">
              {/* The pair keeps together, left to right in both languages, as times are written. */}
              <span className="flex items-center gap-1" dir="ltr">
                <input
                  type="time"
                  id={`${id}-from-${n}`}
                  aria-label={t("hours.opensAt", { name: label, n })}
                  value={interval.from}
                  onChange={(e) => setInterval(i, { ...interval, from: e.target.value || interval.from })}
                  className={`${input} w-32`}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  id={`${id}-to-${n}`}
                  aria-label={t("hours.closesAt", { name: label, n })}
                  value={shown(interval.to)}
                  onChange={(e) => setInterval(i, { ...interval, to: kept(e.target.value || shown(interval.to)) })}
                  className={`${input} w-32`}
                  aria-describedby={overnight ? `${id}-to-${n}-next` : undefined}
                />
              </span>
              {overnight && (
                <span id={`${id}-to-${n}-next`} className="text-xs text-slate-600">
                  {t("hours.nextDay")}
                </span>
              )}
              {hours.intervals.length > 1 && (
                <button
                  type="button"
                  className={smallButton}
                  aria-label={t("hours.removeInterval", { name: label, n })}
                  onClick={() => onChange({ ...hours, intervals: hours.intervals.filter((_, j) => j !== i) })}
                >
                  ×
                </button>
              )}
            </span>
          );
        })}
      {hours.mode === "open" && (
        <button
          type="button"
          className={smallButton}
          aria-label={t("hours.addIntervalTo", { name: label })}
          onClick={() => onChange({ ...hours, intervals: [...hours.intervals, { from: "16:00", to: "22:00" }] })}
        >
          {t("hours.addInterval")}
        </button>
      )}
    </div>
  );
}
