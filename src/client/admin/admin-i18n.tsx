"use client";
/**
 * react-i18next for the admin area: the common strings plus the admin namespace. Kept
 * apart from the public provider so public pages never download admin strings.
 */
import i18next, { type i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import arAdmin from "../../../locales/ar/admin.json";
import arCommon from "../../../locales/ar/common.json";
import enAdmin from "../../../locales/en/admin.json";
import enCommon from "../../../locales/en/common.json";

const instances = new Map<string, i18n>();

function instanceFor(lang: "en" | "ar"): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      resources: { en: { common: enCommon, admin: enAdmin }, ar: { common: arCommon, admin: arAdmin } },
      lng: lang,
      fallbackLng: "en",
      ns: ["admin", "common"],
      defaultNS: "admin",
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}

export function AdminI18nProvider({ lang, children }: { lang: "en" | "ar"; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(lang)}>{children}</I18nextProvider>;
}
