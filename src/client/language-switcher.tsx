"use client";
/**
 * Link to this page's twin in the other language (a plain link without JavaScript).
 * Following it also stores the choice (localStorage per the spec, and a cookie the
 * server reads on later visits).
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { localizedPath, splitLangPrefix } from "../i18n/languages.ts";

export const LANG_STORAGE_KEY = "i18nextLng";

export function rememberLanguage(lang: "en" | "ar") {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function LanguageSwitcher({ href, target }: { href: string; target: "en" | "ar" }) {
  const { t } = useTranslation("common");
  // localStorage holds the choice (spec); mirror it into the cookie the server reads on entry.
  useEffect(() => {
    try {
      const stored = localStorage.getItem(LANG_STORAGE_KEY);
      if ((stored === "en" || stored === "ar") && !document.cookie.split("; ").includes(`lang=${stored}`)) rememberLanguage(stored);
    } catch {
      // storage unavailable: nothing to mirror
    }
  }, []);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={t("language.switchToLabel")}
      onClick={(e) => {
        rememberLanguage(target);
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        // The page may have changed its URL in place (grid/list view): follow the current one.
        e.preventDefault();
        const { path } = splitLangPrefix(window.location.pathname);
        window.location.assign(localizedPath(target, path) + window.location.search);
      }}
      className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-teal-600 hover:text-teal-700"
      data-testid="language-switcher"
    >
      {t("language.switchTo")}
    </a>
  );
}
