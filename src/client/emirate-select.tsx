"use client";
/**
 * Header emirate selector. Server-rendered as a GET form to the stores page filtered
 * by emirate, so it works without JavaScript (with its Go button); once hydrated it
 * submits on change and the button goes away.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { emirateOptions } from "../lib/emirates.ts";

export function EmirateSelect({
  action,
  selected,
  compact = false,
}: {
  action: string;
  selected: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("common");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const id = compact ? "emirate-select-mobile" : "emirate-select";
  return (
    <form action={action} method="get" className="flex items-center gap-1" data-testid="emirate-form">
      <label htmlFor={id} className="sr-only">
        {t("emirate.label")}
      </label>
      <select
        id={id}
        name="emirate"
        defaultValue={selected}
        className="h-9 rounded-lg border border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-700 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
        onChange={(e) => {
          const form = e.currentTarget.form;
          if (!form) return;
          // "All Emirates" means no filter: submit without the empty parameter.
          if (!e.currentTarget.value) window.location.assign(action);
          else form.requestSubmit();
        }}
      >
        {emirateOptions(t).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {!enhanced && (
        <button
          type="submit"
          className="h-9 rounded-lg bg-slate-100 px-3 text-sm font-medium text-slate-700 hover:bg-slate-200"
        >
          {t("emirate.go")}
        </button>
      )}
    </form>
  );
}
