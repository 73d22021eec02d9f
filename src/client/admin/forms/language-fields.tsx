/**
 * The texts of a record in English and Arabic, as tabs (English | العربية) or side by side:
 * the operator's choice, remembered in this browser (an admin preference, so localStorage).
 * Both panels stay in the page when hidden, so their values and errors live on; a tab whose
 * fields have errors says so, and the form moves to it when the shown tab has none.
 * Mounted only after hydration (the forms show a skeleton first), so reading the preference
 * while rendering cannot differ from the server's HTML.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type ContentLang = "en" | "ar";
type View = { layout: "tabs" | "side"; tab: ContentLang };

const STORAGE_KEY = "admin.contentLanguages";
const DEFAULT_VIEW: View = { layout: "tabs", tab: "en" };

function readView(): View {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<View> | null;
    return {
      layout: saved?.layout === "side" ? "side" : "tabs",
      tab: saved?.tab === "ar" ? "ar" : "en",
    };
  } catch {
    return DEFAULT_VIEW; // storage blocked or an old value: the default view
  }
}

function saveView(view: View) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** Arabic text controls: right to left, marked Arabic, in the Arabic font whatever the admin's language. */
export const ARABIC_INPUT = { dir: "rtl", lang: "ar" } as const;
export const ARABIC_FONT = "font-[var(--font-arabic)]";
/** English text controls stay left to right on the Arabic admin too. */
export const ENGLISH_INPUT = { dir: "ltr", lang: "en" } as const;

const NAMES: Record<ContentLang, string> = { en: "English", ar: "العربية" };

type Props = {
  /** Unique on the page: the tabs' and panels' ids start with it. */
  id: string;
  english: ReactNode;
  arabic: ReactNode;
  /** The form's errors by field (a new object after each check) and which fields each panel holds. */
  errors?: Record<string, string>;
  fields?: Record<ContentLang, readonly string[]>;
  /** Side by side in two columns on wide screens (a narrow panel stacks them). */
  columns?: boolean;
};

const NO_ERRORS: Record<string, string> = {};
const NO_FIELDS: Record<ContentLang, readonly string[]> = { en: [], ar: [] };

export function LanguageFields({ id, english, arabic, errors = NO_ERRORS, fields = NO_FIELDS, columns = true }: Props) {
  const { t } = useTranslation("admin");
  const [view, setView] = useState(readView);
  const tabs = useRef<Record<ContentLang, HTMLButtonElement | null>>({ en: null, ar: null });
  // Which panels hold errors; a new value only after a check, which the effect below waits for.
  const invalid = useMemo(
    () => ({ en: fields.en.some((f) => errors[f]), ar: fields.ar.some((f) => errors[f]) }),
    [errors, fields],
  );

  const choose = (next: View) => {
    setView(next);
    saveView(next);
  };

  // After each check, show the other language when only its fields have errors (not remembered).
  useEffect(() => {
    setView((v) => {
      const other = v.tab === "en" ? "ar" : "en";
      return v.layout === "tabs" && !invalid[v.tab] && invalid[other] ? { ...v, tab: other } : v;
    });
  }, [invalid]);

  function onTabKey(e: KeyboardEvent) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
    e.preventDefault();
    // Two tabs: every arrow goes to the other one; Home and End to the first and last.
    const next: ContentLang = e.key === "Home" ? "en" : e.key === "End" ? "ar" : view.tab === "en" ? "ar" : "en";
    choose({ ...view, tab: next });
    tabs.current[next]?.focus();
  }

  const side = view.layout === "side";
  const panel = (lang: ContentLang, children: ReactNode) => {
    const common = { id: `${id}-panel-${lang}`, className: "space-y-5", "data-testid": `${id}-panel-${lang}` };
    return side ? (
      // Side by side: each language a group named by its heading.
      <div {...common} role="group" aria-labelledby={`${id}-heading-${lang}`}>
        <h2 id={`${id}-heading-${lang}`} className="text-sm font-bold text-slate-900" lang={lang}>
          {NAMES[lang]}
        </h2>
        {children}
      </div>
    ) : (
      <div {...common} role="tabpanel" aria-labelledby={`${id}-tab-${lang}`} hidden={view.tab !== lang}>
        {children}
      </div>
    );
  };

  return (
    <div role="group" className="rounded-xl border border-slate-200" aria-label={t("arabic.contentLanguages")}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
        {side ? (
          <p className="text-sm font-medium text-slate-700">{t("arabic.bothLanguages")}</p>
        ) : (
          <div role="tablist" aria-label={t("arabic.contentLanguages")} className="flex gap-1" onKeyDown={onTabKey}>
            {(["en", "ar"] as const).map((lang) => (
              <button
                key={lang}
                ref={(el) => {
                  tabs.current[lang] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${lang}`}
                aria-selected={view.tab === lang}
                aria-controls={`${id}-panel-${lang}`}
                tabIndex={view.tab === lang ? 0 : -1}
                onClick={() => choose({ ...view, tab: lang })}
                className={`flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ${
                  view.tab === lang ? "bg-teal-700 text-white" : "text-slate-700 hover:bg-slate-200"
                }`}
                data-testid={`${id}-tab-${lang}`}
              >
                <span lang={lang}>{NAMES[lang]}</span>
                {invalid[lang] && (
                  <>
                    <span aria-hidden="true">⚠</span>
                    <span className="sr-only">{t("arabic.tabHasErrors")}</span>
                  </>
                )}
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          aria-pressed={side}
          onClick={() => choose({ ...view, layout: side ? "tabs" : "side" })}
          className={`h-9 rounded-lg border px-3 text-sm font-semibold ${
            side
              ? "border-teal-700 bg-teal-50 text-teal-800"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
          }`}
          data-testid={`${id}-side-by-side`}
        >
          {t("arabic.sideBySide")}
        </button>
      </div>
      <div className={`p-4 ${side && columns ? "grid gap-6 lg:grid-cols-2" : side ? "space-y-6" : ""}`}>
        {panel("en", english)}
        {panel("ar", arabic)}
      </div>
    </div>
  );
}
