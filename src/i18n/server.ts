/**
 * Translation for server components. One i18next instance is initialised once with
 * every resource, and one clone per language is made from it once: a clone fixed to its
 * language never changes language, so concurrent English and Arabic renders never share
 * language state, and no render pays for setting one up.
 */
import i18next, { type TFunction } from "i18next";
import { LANG_META, type Lang } from "./languages.ts";
import { NAMESPACES, resources } from "./resources.ts";

const KEY = Symbol.for("uae-deals.i18n");
type Holder = { [KEY]?: { instance: ReturnType<typeof base>; translators: Map<Lang, TFunction> } };

function base() {
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
  return instance;
}

/**
 * `lang`'s translator, remembering the answers to plain key lookups (no options): a page asks
 * for the same few hundred labels on every render, and the resources never change while the
 * process runs. Calls with options (interpolation, counts) go to i18next every time.
 */
function translatorFor(instance: ReturnType<typeof base>, lang: Lang): TFunction {
  const t = instance.cloneInstance({ lng: lang }).t as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const remembering = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return t(...args);
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key);
      plain.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction;
}

/** The translator for `lang` (made once per process). */
export function getT(lang: Lang): TFunction {
  const holder = globalThis as Holder;
  holder[KEY] ??= { instance: base(), translators: new Map() };
  const state = holder[KEY];
  let t = state.translators.get(lang);
  if (!t) {
    t = translatorFor(state.instance, lang);
    state.translators.set(lang, t);
  }
  return t;
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** Formats numbers the way `lang` writes them (Arabic uses Arabic-Indic digits). */
export function formatNumber(lang: Lang, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANG_META[lang].locale);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}
