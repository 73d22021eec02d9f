/**
 * The server translator remembers templates and fills them itself; for every key of every
 * namespace, in both languages, what it returns must be exactly what i18next returns.
 */
import { describe, expect, test } from "bun:test";
import i18next from "i18next";
import type { Lang } from "./languages.ts";
import { NAMESPACES, resources } from "./resources.ts";
import { getT } from "./server.ts";

const reference = i18next.createInstance();
reference.init({
  resources,
  lng: "en",
  fallbackLng: "en",
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Every key (plural suffixes removed) with the placeholder names its texts use. */
function keysOf(lang: Lang): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (ns: string, prefix: string, node: unknown) => {
    if (typeof node === "string") {
      const key = `${ns}:${prefix.replace(/_(zero|one|two|few|many|other)$/, "")}`;
      const names = found.get(key) ?? new Set<string>();
      for (const m of node.matchAll(/\{\{(\w+)\}\}/g)) names.add(m[1]!);
      found.set(key, names);
    } else if (node && typeof node === "object") {
      for (const [k, v] of Object.entries(node)) walk(ns, prefix ? `${prefix}.${k}` : k, v);
    }
  };
  for (const [ns, tree] of Object.entries(resources[lang])) walk(ns, "", tree);
  return found;
}

describe("server translator", () => {
  for (const lang of ["en", "ar"] as const) {
    test(`${lang}: every key, with and without values, reads as i18next reads it`, () => {
      const ours = getT(lang);
      const theirs = reference.getFixedT(lang);
      const keys = keysOf(lang);
      expect(keys.size).toBeGreaterThan(100);
      for (const [key, names] of keys) {
        expect(ours(key)).toBe(theirs(key));
        for (const count of [0, 1, 2, 3, 5, 11, 100, 101, 1.5]) {
          const values: Record<string, string | number> = { count };
          for (const name of names) if (name !== "count") values[name] = `<${name} ${count}>`;
          expect(ours(key, values)).toBe(theirs(key, values));
          expect(ours(key, values)).toBe(theirs(key, values)); // the remembered template gives the same
        }
        // A value left out, and an option that steers the lookup, are i18next's to handle.
        expect(ours(key, { count: 2 })).toBe(theirs(key, { count: 2 }));
        expect(ours(key, { defaultValue: "x", count: 1 })).toBe(theirs(key, { defaultValue: "x", count: 1 }));
      }
    });
  }

  test("a key that does not exist reads as i18next reads it", () => {
    expect(getT("ar")("pages:nothing.here", { count: 3 })).toBe(
      reference.getFixedT("ar")("pages:nothing.here", { count: 3 }),
    );
  });
});
