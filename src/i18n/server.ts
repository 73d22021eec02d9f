/**
 * Translation for server components. One i18next instance is initialised once with
 * every resource; each request gets a clone fixed to its language, so concurrent
 * English and Arabic renders never share language state.
 */
import i18next, { type TFunction } from "i18next";
import { LANG_META, type Lang } from "./languages.ts";
import { NAMESPACES, resources } from "./resources.ts";

const KEY = Symbol.for("uae-deals.i18n");
type Holder = { [KEY]?: typeof i18next };

function base() {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const instance = i18next.createInstance();
    instance.init({
      resources,
      lng: "en",
      fallbackLng: "en",
      ns: [...NAMESPACES],
      defaultNS: "common",
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
    });
    holder[KEY] = instance;
  }
  return holder[KEY];
}

/** A translator for one request in `lang`. */
export function getT(lang: Lang): TFunction {
  const instance = base().cloneInstance({ lng: lang });
  return instance.t;
}

/** Formats numbers the way `lang` writes them (Arabic uses Arabic-Indic digits). */
export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LANG_META[lang].locale).format(value);
}
