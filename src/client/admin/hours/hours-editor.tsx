/**
 * The branch form's opening hours (issue 26): a weekly editor (each day open in intervals, 24
 * hours or closed), dated exceptions, and the OpenStreetMap syntax they write, which can also be
 * pasted. The syntax is what is saved; the editor shows it whenever it can read it back, and
 * stands aside (saying so) for syntax beyond it. Imported only by client modules.
 */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { freeTextToSyntax } from "#lib/hours/free-text.ts";
import { buildSyntax, DAYS, emptyWeek, readSyntax, type WeekHours } from "#lib/hours/week-model.ts";
import { TextareaField } from "../forms/controls.tsx";
import { DayHoursFields } from "./day-hours-fields.tsx";
import { ExceptionFields } from "./exception-fields.tsx";

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The branch's free-text hours (English), offered for conversion. */
  freeText: string;
};

const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

export function HoursEditor({ value, onChange, error, freeText }: Props) {
  const { t } = useTranslation("admin");
  const [started, setStarted] = useState(false);
  const [note, setNote] = useState("");
  const week = useMemo(() => (value.trim() ? readSyntax(value) : emptyWeek()), [value]);
  const write = (next: WeekHours) => onChange(buildSyntax(next));
  const showWeek = week && (started || value.trim() !== "");

  const typical = () => {
    setStarted(true);
    write({ ...emptyWeek(), days: DAYS.map(() => ({ mode: "open", intervals: [{ from: "10:00", to: "22:00" }] })) });
  };
  const convert = () => {
    const syntax = freeTextToSyntax(freeText);
    setNote(syntax ? "" : t("hours.convertFailed"));
    if (syntax) {
      setStarted(true);
      onChange(syntax);
    }
  };

  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4"
      aria-labelledby="hours-title"
      data-testid="hours-editor"
    >
      <div>
        <h2 id="hours-title" className="font-semibold text-slate-900">
          {t("hours.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("hours.intro")}</p>
      </div>
      {!showWeek && week && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{t("hours.none")}</span>
          <button type="button" className={buttonClass} onClick={typical} data-testid="hours-start">
            {t("hours.startTypical")}
          </button>
          {freeText.trim() && (
            <button type="button" className={buttonClass} onClick={convert} data-testid="hours-convert">
              {t("hours.convert")}
            </button>
          )}
          {note && (
            <span role="status" className="text-sm text-amber-800">
              {note}
            </span>
          )}
        </div>
      )}
      {showWeek && week && (
        <>
          <fieldset className="space-y-2" data-testid="hours-week">
            <legend className="text-sm font-semibold text-slate-800">{t("hours.week")}</legend>
            {DAYS.map((code, i) => (
              <div
                key={code}
                className="grid items-center gap-2 sm:grid-cols-[8rem_1fr]"
                data-testid={`hours-day-${code}`}
              >
                <span className="text-sm font-medium text-slate-800">{t(`hours.days.${code}`)}</span>
                <DayHoursFields
                  id={`hours-${code}`}
                  label={t(`hours.days.${code}`)}
                  hours={week.days[i]!}
                  onChange={(h) => write({ ...week, days: week.days.map((d, j) => (j === i ? h : d)) })}
                />
              </div>
            ))}
          </fieldset>
          <ExceptionFields exceptions={week.exceptions} onChange={(exceptions) => write({ ...week, exceptions })} />
        </>
      )}
      {!week && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t("hours.beyondEditor")}
        </p>
      )}
      <TextareaField
        id="branch-openingHours"
        name="openingHours"
        label={t("hours.syntax")}
        hint={t("hours.syntaxHint")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        rows={3}
        dir="ltr"
        spellCheck={false}
        controlClassName="font-mono text-xs"
      />
    </section>
  );
}
