/**
 * The dated exceptions of the weekly editor: Ramadan, Eid, a public holiday or a closure, each
 * with a name (shown to shoppers: "Ramadan hours"), its dates and its own hours, which replace
 * the week's on those dates. Imported only by client modules.
 */
import { useTranslation } from "react-i18next";
import { addDays, dubaiToday } from "#lib/dates.ts";
import type { HoursException } from "#lib/hours/week-model.ts";
import { DayHoursFields } from "./day-hours-fields.tsx";

const input =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30";

/** What each "Add …" button starts with: its name (as shoppers read it), length and hours. */
const PRESETS = {
  ramadan: { name: "Ramadan", days: 30, mode: "open", intervals: [{ from: "20:00", to: "03:00" }] },
  eid: { name: "Eid", days: 3, mode: "closed", intervals: [] },
  holiday: { name: "Public holiday", days: 1, mode: "closed", intervals: [] },
  closure: { name: "Closure", days: 1, mode: "closed", intervals: [] },
} as const;

/** The later of two YYYY-MM-DD dates (an end moved before a new start follows it). */
function laterDate(a: string, b: string): string {
  if (a < b) return b;
  return a;
}

type Props = { exceptions: HoursException[]; onChange: (exceptions: HoursException[]) => void };

export function ExceptionFields({ exceptions, onChange }: Props) {
  const { t } = useTranslation("admin");
  const set = (i: number, next: HoursException) => onChange(exceptions.map((e, j) => (j === i ? next : e)));
  const add = (key: keyof typeof PRESETS) => {
    const p = PRESETS[key];
    const from = dubaiToday();
    onChange([
      ...exceptions,
      {
        name: p.name,
        from,
        to: addDays(from, p.days - 1),
        mode: p.mode,
        intervals: p.intervals.map((x) => ({ ...x })),
      },
    ]);
  };
  return (
    <fieldset className="space-y-3" data-testid="hours-exceptions">
      <legend className="text-sm font-semibold text-slate-800">{t("hours.exceptions")}</legend>
      <p className="text-xs text-slate-600">{t("hours.exceptionsHint")}</p>
      {exceptions.map((e, i) => {
        const id = `hours-exception-${i + 1}`;
        const label = e.name || t("hours.exceptionN", { n: i + 1 });
        return (
          <div key={id} className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid="hours-exception">
            <div className="flex flex-wrap items-end gap-3">
              <label className="text-sm">
                <span className="block text-slate-700">{t("hours.exceptionName")}</span>
                <input
                  id={`${id}-name`}
                  value={e.name}
                  maxLength={40}
                  onChange={(ev) => set(i, { ...e, name: ev.target.value.replace(/"/g, "") })}
                  className={input}
                />
              </label>
              <label className="text-sm">
                <span className="block text-slate-700">{t("hours.exceptionFrom")}</span>
                <input
                  type="date"
                  id={`${id}-from`}
                  value={e.from}
                  onChange={(ev) =>
                    ev.target.value && set(i, { ...e, from: ev.target.value, to: laterDate(e.to, ev.target.value) })
                  }
                  className={input}
                  dir="ltr"
                />
              </label>
              <label className="text-sm">
                <span className="block text-slate-700">{t("hours.exceptionTo")}</span>
                <input
                  type="date"
                  id={`${id}-to`}
                  value={e.to}
                  min={e.from}
                  onChange={(ev) =>
                    ev.target.value && ev.target.value >= e.from && set(i, { ...e, to: ev.target.value })
                  }
                  className={input}
                  dir="ltr"
                />
              </label>
              <button
                type="button"
                className="rounded-lg px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                onClick={() => onChange(exceptions.filter((_, j) => j !== i))}
              >
                {t("hours.removeException", { name: label })}
              </button>
            </div>
            <DayHoursFields id={id} label={label} hours={e} onChange={(h) => set(i, { ...e, ...h })} />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => add(key)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            data-testid={`add-exception-${key}`}
          >
            {t(`hours.add.${key}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
