"use client";
/** Gives public client components react-i18next (the common strings) in the page's language. */
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import arCommon from "../../locales/ar/common.json";
import enCommon from "../../locales/en/common.json";
import { i18nInstance } from "./i18n-instance.ts";

const resources = { en: { common: enCommon }, ar: { common: arCommon } };

export function I18nProvider({ lang, children }: { lang: "en" | "ar"; children: ReactNode }) {
  return <I18nextProvider i18n={i18nInstance("public", lang, resources, "common")}>{children}</I18nextProvider>;
}
