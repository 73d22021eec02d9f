/**
 * The visitor's language choice: the `lang` cookie (written by the server, read when a
 * visitor arrives) and localStorage (the spec), kept in step here.
 * Storage and document are parameters so the rule can be tested without a browser.
 */
export const LANG_STORAGE_KEY = "i18nextLng";

type LanguageStorage = Pick<Storage, "getItem" | "setItem">;
type CookieDocument = { cookie: string };

// A getter, not the object: merely reading `localStorage` throws where storage is disabled.
const browserStorage = (): LanguageStorage => localStorage;

export function rememberLanguage(lang: "en" | "ar", storage = browserStorage, doc: CookieDocument = document) {
  try {
    storage().setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
  doc.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Keeps the two in step on every page: the cookie (which the server sets when the visitor
 * chooses or is sent to their browser's language) wins and localStorage follows it; a
 * choice only in localStorage (kept before the server wrote the cookie) is copied into it.
 */
export function mirrorStoredLanguage(storage = browserStorage, doc: CookieDocument = document) {
  const cookie = doc.cookie
    .split("; ")
    .find((c) => c === "lang=en" || c === "lang=ar")
    ?.slice(5);
  try {
    const stored = storage().getItem(LANG_STORAGE_KEY);
    if (cookie) {
      if (stored !== cookie) storage().setItem(LANG_STORAGE_KEY, cookie);
    } else if (stored === "en" || stored === "ar") rememberLanguage(stored, storage, doc);
  } catch {
    // storage unavailable: the cookie alone carries the choice
  }
}
