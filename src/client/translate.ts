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

export function translator(lang: "en" | "ar", messages: Messages): Translate {
  const plural = new Intl.PluralRules(lang);
  return (key, vars = {}) => {
    const counted = typeof vars.count === "number" ? find(messages, `${key}_${plural.select(vars.count)}`) : undefined;
    const text = counted ?? find(messages, key) ?? vars.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      vars[name] === undefined ? whole : String(vars[name]),
    );
  };
}
