"use client";
/**
 * Link to this page's twin in the other language (a plain link without JavaScript).
 * Following it also stores the choice (localStorage per the spec, and a cookie the
 * server reads on later visits).
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { localizedPath, splitLangPrefix } from "../i18n/languages.ts";
import { mirrorStoredLanguage, rememberLanguage } from "./language-choice.ts";

export function LanguageSwitcher({ href, target }: { href: string; target: "en" | "ar" }) {
  const { t } = useTranslation("common");
  // localStorage holds the choice (spec); mirror it into the cookie the server reads on entry.
  useEffect(() => mirrorStoredLanguage(), []);
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
