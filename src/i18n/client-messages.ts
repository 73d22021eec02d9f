/**
 * The strings public client components read, picked from the common namespace for one
 * language and handed to them as props (src/client/i18n-provider.tsx), so the browser
 * never loads i18next or a whole translation file. Server-side only.
 */

import type { Lang } from "./languages.ts";
import type { Messages } from "./messages.ts";
import { resources } from "./resources.ts";

/** What the layout's client components read: header controls, viewer, toasts, achievements. */
export const LAYOUT_CLIENT_MESSAGES = [
  "nav.menu",
  "emirate.label",
  "emirate.go",
  "language",
  "toast",
  "viewer",
  "pageViewer",
  "achievement",
  "achievements",
] as const;

const picked = new Map<string, Messages>();

/** The common strings under `paths` (dotted: "nav.menu", or a whole section: "viewer") in `lang`. */
export function clientMessages(lang: Lang, paths: readonly string[]): Messages {
  const id = `${lang}:${paths.join(",")}`;
  let messages = picked.get(id);
  if (!messages) {
    messages = {};
    for (const path of paths) {
      const parts = path.split(".");
      let from: unknown = resources[lang].common;
      for (const part of parts) from = (from as Record<string, unknown> | undefined)?.[part];
      if (from === undefined) throw new Error(`No common string or section "${path}"`);
      let into = messages;
      for (const part of parts.slice(0, -1)) {
        into[part] ??= {};
        into = into[part] as Messages;
      }
      into[parts.at(-1)!] = from as Messages;
    }
    picked.set(id, messages);
  }
  return messages;
}
