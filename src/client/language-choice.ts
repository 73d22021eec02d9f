/**
 * The visitor's language choice: localStorage holds it (the spec), and the `lang`
 * cookie mirrors it for the server, which reads only the cookie when a visitor arrives.
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

/** Copies a stored choice into the cookie, unless the cookie already says the same. */
export function mirrorStoredLanguage(storage = browserStorage, doc: CookieDocument = document) {
  try {
    const stored = storage().getItem(LANG_STORAGE_KEY);
    if ((stored === "en" || stored === "ar") && !doc.cookie.split("; ").includes(`lang=${stored}`))
      rememberLanguage(stored, storage, doc);
  } catch {
    // storage unavailable: nothing to mirror
  }
}
