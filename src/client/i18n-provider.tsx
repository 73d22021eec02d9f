"use client";
/**
 * Gives client components react-i18next in the page's language. One i18next instance
 * per language, created on first use and never switched, so server-side rendering of
 * English and Arabic pages at the same time cannot mix them.
 */
import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import enCommon from "../../locales/en/common.json";
import arCommon from "../../locales/ar/common.json";

const instances = new Map<string, i18n>();

function instanceFor(lang: "en" | "ar"): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      resources: { en: { common: enCommon }, ar: { common: arCommon } },
      lng: lang,
      fallbackLng: "en",
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}

export function I18nProvider({ lang, children }: { lang: "en" | "ar"; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(lang)}>{children}</I18nextProvider>;
}
