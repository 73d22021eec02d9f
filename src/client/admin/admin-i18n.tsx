"use client";
/**
 * react-i18next for the admin area: the common strings plus the admin namespace. Kept
 * apart from the public provider so public pages never download admin strings.
 */
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18nInstance } from "#client/i18n-instance.ts";
import arAdmin from "#locales/ar/admin.json";
import arCommon from "#locales/ar/common.json";
import enAdmin from "#locales/en/admin.json";
import enCommon from "#locales/en/common.json";

const resources = { en: { admin: enAdmin, common: enCommon }, ar: { admin: arAdmin, common: arCommon } };

export function AdminI18nProvider({ lang, children }: { lang: "en" | "ar"; children: ReactNode }) {
  return <I18nextProvider i18n={i18nInstance("admin", lang, resources, "admin")}>{children}</I18nextProvider>;
}
