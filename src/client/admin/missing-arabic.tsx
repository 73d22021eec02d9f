/**
 * What the admin lists show about Arabic: a badge per record (words, not colour alone) and
 * a "Missing Arabic only" filter kept in the address (?missingArabic=1), so the dashboard
 * can link to it and a reload keeps it. The rule is src/lib/missing-arabic.ts.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** "Translated", or "Arabic missing" with the fields that lack it. */
export function ArabicBadge({ missing }: { missing: string[] }) {
  const { t, i18n } = useTranslation("admin");
  if (missing.length === 0)
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800" data-testid="arabic-ok">
        <span aria-hidden="true">✓</span>
        {t("arabic.translated")}
      </span>
    );
  const fields = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    missing.map((f) => t(`arabic.fieldNames.${f}`, { defaultValue: f })),
  );
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-testid="arabic-missing">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t("arabic.missing")}
      </span>
      <span className="text-xs text-slate-600">{t("arabic.missingFields", { fields })}</span>
    </span>
  );
}

/** The filter's state, starting from the address the page was opened with and written back to it. */
export function useMissingArabicFilter(initial: boolean) {
  const [on, setOn] = useState(initial);
  const set = (next: boolean) => {
    setOn(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set("missingArabic", "1");
    else url.searchParams.delete("missingArabic");
    window.history.replaceState(window.history.state, "", url);
  };
  return [on, set] as const;
}

/** The checkbox, with how many records of the list lack Arabic. */
export function MissingArabicFilter({
  checked,
  onChange,
  count,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  count: number | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <label className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-teal-600"
        data-testid="missing-arabic-filter"
      />
      {t("arabic.filter")}
      {count !== null && (
        <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700" data-testid="missing-arabic-count">
          {count}
        </span>
      )}
    </label>
  );
}
