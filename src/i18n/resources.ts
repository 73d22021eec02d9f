/** Every translation file. English is the source of truth; Arabic has exactly the same keys. */

import arAdmin from "#locales/ar/admin.json";
import arCommon from "#locales/ar/common.json";
import arIsland from "#locales/ar/island.json";
import arLegal from "#locales/ar/legal.json";
import arPages from "#locales/ar/pages.json";
import enAdmin from "#locales/en/admin.json";
import enCommon from "#locales/en/common.json";
import enIsland from "#locales/en/island.json";
import enLegal from "#locales/en/legal.json";
import enPages from "#locales/en/pages.json";

/**
 * `island` is its own file: the notice a broken island leaves is bundled into every public page
 * for both languages, and importing it from common.json put both whole common files there.
 */
export const NAMESPACES = ["common", "pages", "legal", "admin", "island"] as const;

export const resources = {
  en: { common: enCommon, pages: enPages, legal: enLegal, admin: enAdmin, island: enIsland },
  ar: { common: arCommon, pages: arPages, legal: arLegal, admin: arAdmin, island: arIsland },
};
