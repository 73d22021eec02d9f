/**
 * The strings public client components read, picked from the translation files for one
 * language and handed to them as props (src/client/i18n-provider.tsx), so the browser
 * never loads i18next or a whole translation file. Server-side only.
 */

import type { Lang } from "./languages.ts";
import type { Messages } from "./messages.ts";
import { resources } from "./resources.ts";

/**
 * What the layout's client components read: header controls, viewer, toasts, achievements, and
 * the offer sheet the viewer opens over a page's offers (src/components/offers/offer-sheet.tsx,
 * whose keys are in the pages namespace).
 */
export const LAYOUT_CLIENT_MESSAGES = [
  "nav.menu",
  "emirate.label",
  "emirate.go",
  "language",
  "toast",
  "viewer",
  "share",
  "me",
  "pageViewer",
  "achievement",
  "achievements",
  "pages:offerSheet",
  "pages:catalogPage.validUntil",
  "pages:catalogPage.noExpiry",
  "pages:catalogPage.store",
  // "Add to list" (offer sheet, catalogue page) and the header's link to the lists.
  "pages:lists.addToList",
  "pages:lists.addPageToList",
  "pages:lists.added",
  "pages:lists.addFailed",
  "pages:lists.defaultName",
  "pages:lists.header",
] as const;

const picked = new Map<string, Messages>();

/**
 * The strings under `paths` in `lang`: dotted ("nav.menu", or a whole section: "viewer"), from
 * the common namespace unless one is named ("pages:offerSheet"). A named namespace's section is
 * kept under "ns:section", so the browser's translator reads "pages:offerSheet.aed" as i18next does.
 */
export function clientMessages(lang: Lang, paths: readonly string[]): Messages {
  const id = `${lang}:${paths.join(",")}`;
  let messages = picked.get(id);
  if (!messages) {
    messages = {};
    for (const path of paths) {
      const colon = path.indexOf(":");
      const ns = colon === -1 ? "common" : (path.slice(0, colon) as keyof (typeof resources)[Lang]);
      const parts = path.slice(colon + 1).split(".");
      let from: unknown = resources[lang][ns];
      for (const part of parts) from = (from as Record<string, unknown> | undefined)?.[part];
      if (from === undefined) throw new Error(`No string or section "${path}"`);
      if (colon !== -1) parts[0] = `${ns}:${parts[0]}`;
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
