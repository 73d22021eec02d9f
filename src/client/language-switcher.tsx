"use client";
/**
 * Link to this page's twin in the other language. It goes through the server's
 * /lang/:lang?next= door, which sets the `lang` cookie and redirects, so the choice holds
 * for the very next request, even without JavaScript; the choice is also kept in
 * localStorage (the spec). `followUrl: false` keeps `href` as it is: this page has no
 * version in the other language, so it leads elsewhere (e.g. the blog).
 */
import { useEffect } from "react";
import { useI18n } from "./i18n-provider.tsx";
import { mirrorStoredLanguage, rememberLanguage } from "./language-choice.ts";
import { whenIdle } from "./when-idle.ts";

const chooseHref = (target: "en" | "ar", next: string) => `/lang/${target}?next=${encodeURIComponent(next)}`;

export function LanguageSwitcher({
  href,
  target,
  followUrl = true,
}: {
  href: string;
  target: "en" | "ar";
  followUrl?: boolean;
}) {
  const { t } = useI18n();
  // Cookie and localStorage agree on every page (a choice made before the cookie existed counts
  // too), once the page is idle: both are synchronous trips to the browser process.
  useEffect(() => whenIdle(() => mirrorStoredLanguage()), []);
  return (
    <a
      href={chooseHref(target, href)}
      hrefLang={target}
      lang={target}
      // The visible language name is its name for assistive technology too; the sentence is a hint.
      title={t("language.switchToLabel")}
      onClick={(e) => {
        rememberLanguage(target);
        // The page may have changed its URL in place (grid/list view): follow the current one.
        if (followUrl) e.currentTarget.href = chooseHref(target, window.location.pathname + window.location.search);
      }}
      className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-teal-600 hover:text-teal-700"
      data-testid="language-switcher"
    >
      {t("language.switchTo")}
    </a>
  );
}
