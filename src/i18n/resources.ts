/** Every translation file. English is the source of truth; Arabic has exactly the same keys. */

import arAdmin from "#locales/ar/admin.json";
import arCommon from "#locales/ar/common.json";
import arLegal from "#locales/ar/legal.json";
import arPages from "#locales/ar/pages.json";
import enAdmin from "#locales/en/admin.json";
import enCommon from "#locales/en/common.json";
import enLegal from "#locales/en/legal.json";
import enPages from "#locales/en/pages.json";

export const NAMESPACES = ["common", "pages", "legal", "admin"] as const;

export const resources = {
  en: { common: enCommon, pages: enPages, legal: enLegal, admin: enAdmin },
  ar: { common: arCommon, pages: arPages, legal: arLegal, admin: arAdmin },
};
