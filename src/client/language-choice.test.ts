import { describe, expect, test } from "bun:test";
import { LANG_COOKIE } from "#server/language.ts";
import { LANG_STORAGE_KEY, mirrorStoredLanguage, rememberLanguage } from "./language-choice.ts";

/** localStorage over a Map. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    storage: () => ({
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    }),
  };
}

/** document.cookie as a browser has it: reading gives the jar, writing adds one cookie. */
function cookieDocument(jar = "") {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return jar;
    },
    set cookie(line: string) {
      writes.push(line);
    },
  };
}

const unavailable = (): never => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("choosing a language", () => {
  test("stores it and sets the cookie the server reads, site-wide, for a year, SameSite=Lax", () => {
    const { items, storage } = memoryStorage();
    const doc = cookieDocument();
    rememberLanguage("ar", storage, doc);
    expect(items.get(LANG_STORAGE_KEY)).toBe("ar");
    expect(doc.writes).toEqual([`${LANG_COOKIE}=ar; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  test("still sets the cookie where storage is disabled", () => {
    const doc = cookieDocument();
    rememberLanguage("en", unavailable, doc);
    expect(doc.writes).toEqual(["lang=en; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });
});

describe("the stored choice mirrored into the cookie", () => {
  test("a choice in localStorage that the cookie lacks is written to the cookie", () => {
    const doc = cookieDocument("theme=dark");
    mirrorStoredLanguage(memoryStorage({ [LANG_STORAGE_KEY]: "ar" }).storage, doc);
    expect(doc.writes).toEqual(["lang=ar; Path=/; Max-Age=31536000; SameSite=Lax"]);
  });

  test("a cookie the server set wins: localStorage follows it and the cookie is left alone", () => {
    // e.g. the visitor chose English through the switcher's server link without JavaScript.
    const doc = cookieDocument("lang=en; theme=dark");
    const { items, storage } = memoryStorage({ [LANG_STORAGE_KEY]: "ar" });
    mirrorStoredLanguage(storage, doc);
    expect(doc.writes).toEqual([]);
    expect(items.get(LANG_STORAGE_KEY)).toBe("en");
  });

  test("nothing is written when the cookie already agrees", () => {
    const doc = cookieDocument("theme=dark; lang=ar");
    mirrorStoredLanguage(memoryStorage({ [LANG_STORAGE_KEY]: "ar" }).storage, doc);
    expect(doc.writes).toEqual([]);
  });

  test("nothing is written for no choice, a value that is not a language, or storage that throws", () => {
    const doc = cookieDocument();
    mirrorStoredLanguage(memoryStorage().storage, doc);
    mirrorStoredLanguage(memoryStorage({ [LANG_STORAGE_KEY]: "en-US" }).storage, doc);
    expect(() => mirrorStoredLanguage(unavailable, doc)).not.toThrow();
    expect(doc.writes).toEqual([]);
  });
});
