"use client";
/**
 * Header emirate selector: the shopper's emirate, on every page. A GET form to /emirate
 * (src/server/emirate-choice.ts), which remembers the choice in a cookie and returns to
 * THIS page filtered by it, so it works without JavaScript (with its Go button); once
 * hydrated it submits on change and the button goes away. The server renders the URL's
 * emirate; on a page that lists nothing by emirate, the remembered one is shown once
 * hydrated (a list shows what its URL says, and the selector says the same).
 */
import { useEffect, useRef, useState } from "react";
import { splitLangPrefix } from "#i18n/languages.ts";
import { listsByEmirate, rememberedEmirate } from "#lib/emirate-slugs.ts";
import { useI18n } from "./i18n-provider.tsx";

type Option = { value: string; label: string };

export function EmirateSelect({
  back,
  selected,
  options,
  compact = false,
  id: ownId,
}: {
  /** The current page's URL (path and query), where the choice returns to. */
  back: string;
  /** The URL's emirate slug, or "all" when it names none. */
  selected: string;
  /** "All Emirates" (value "all"), then the seven, labelled in the page's language (emirateOptions). */
  options: Option[];
  compact?: boolean;
  /** The select's id where the page shows another one (near me's: src/client/near-me-finder.tsx). */
  id?: string;
}) {
  const { t } = useI18n();
  const [enhanced, setEnhanced] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    setEnhanced(true);
    const remembered = rememberedEmirate(document.cookie);
    const listsHere = listsByEmirate(splitLangPrefix(back.split("?")[0] ?? "/").path);
    if (select.current && remembered && selected === "all" && !listsHere) select.current.value = remembered;
  }, [back, selected]);
  const id = ownId ?? (compact ? "emirate-select-mobile" : "emirate-select");
  return (
    <form action="/emirate" method="get" className="flex items-center gap-1" data-testid="emirate-form">
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="sr-only">
        {t("emirate.label")}
      </label>
      <select
        ref={select}
        id={id}
        name="emirate"
        defaultValue={selected}
        className="h-9 rounded-lg border border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-700 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {options.map((o) => (
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
