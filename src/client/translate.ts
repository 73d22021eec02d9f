/**
 * A translator over a small dictionary the server hands to the page (src/i18n/client-messages.ts):
 * public client components need a few dozen strings, so the browser gets those instead of
 * i18next, react-i18next and both languages' common.json. It reads i18next's format: dotted
 * keys, {{name}} interpolation, plural keys (_zero, _one, _two, _few, _many, _other) chosen by
 * `count` through Intl.PluralRules, and `defaultValue` for a missing key.
 */
import type { Messages, Translate } from "#i18n/messages.ts";

export type { Translate };

function find(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Each language's plural rules, made on the first counted string: Arabic's cost about 40 ms of
 * a phone's first script (ICU loads the locale's data), and most pages never count anything.
 */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(lang: "en" | "ar", count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

export function translator(lang: "en" | "ar", messages: Messages): Translate {
  return (key, vars = {}) => {
    const counted = typeof vars.count === "number" ? find(messages, `${key}_${pluralOf(lang, vars.count)}`) : undefined;
    const text = counted ?? find(messages, key) ?? vars.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      vars[name] === undefined ? whole : String(vars[name]),
    );
  };
}
