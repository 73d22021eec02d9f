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

/** Options that steer i18next's lookup itself (not values to insert): such calls always go to i18next. */
const STEERING =
  /^(defaultValue|context|ns|lng|lngs|fallbackLng|keyPrefix|returnObjects|returnDetails|ordinal|replace|interpolation|postProcess|joinArrays|nsSeparator|keySeparator|skipInterpolation|nest)/;
/** A template the fast path can fill: only plain {{name}} placeholders, no nesting ($t) and no formats. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const FILLABLE = /^(?:[^{$]|\{(?!\{)|\$(?!t\()|\{\{\w+\}\})*$/;

const pluralRules = (["en", "ar"] as const).map((code) => new Intl.PluralRules(code));

/**
 * `lang`'s translator. A page asks for the same few hundred labels on every render, and the
 * resources never change while the process runs, so:
 * - a plain key lookup (no options) is remembered;
 * - a lookup with values to insert ({{label}}, {{count}}, ...) remembers the template i18next
 *   picks for the key (the plural form depends only on the count's plural category, and on
 *   whether it is 0) and fills it in; a thousand-option select costs microseconds, not
 *   tens of milliseconds. Anything else (context, defaults, formats, nesting) goes to i18next.
 */
function translatorFor(instance: ReturnType<typeof base>, lang: Lang): TFunction {
  const t = instance.cloneInstance({ lng: lang }).t as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const templates = new Map<string, string | null>();
  const remembering = (...args: unknown[]) => {
    const key = args[0];
    if (typeof key !== "string") return t(...args);
    if (args.length === 1) {
      let text = plain.get(key);
      if (text === undefined) {
        text = t(key);
        plain.set(key, text);
      }
      return text;
    }
    const values = args[1];
    if (args.length !== 2 || !isFillable(values)) return t(...args);
    const count = values.count;
    const form =
      typeof count === "number" ? `${count === 0 ? "0" : ""}${pluralRules.map((r) => r.select(count)).join(",")}` : "";
    const id = `${key}\u0000${form}`;
    let template = templates.get(id);
    if (template === undefined) {
      const raw: unknown = t(key, { ...values, skipInterpolation: true });
      template = typeof raw === "string" && FILLABLE.test(raw) ? raw : null;
      templates.set(id, template);
    }
    if (template === null) return t(...args);
    let missing = false;
    const text = template.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      if (value === undefined) missing = true;
      return String(value);
    });
    return missing ? t(...args) : text; // i18next decides what a missing value becomes
  };
  return remembering as unknown as TFunction;
}

/** Options holding only values to insert (strings and numbers), none that steers the lookup. */
function isFillable(values: unknown): values is Record<string, string | number> {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return false;
  for (const [name, value] of Object.entries(values)) {
    if (STEERING.test(name) || (typeof value !== "string" && typeof value !== "number")) return false;
  }
  return true;
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
