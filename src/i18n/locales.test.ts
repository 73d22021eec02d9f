import { describe, expect, test } from "bun:test";
import { resources } from "./resources.ts";

/** Flattens nested keys; plural forms (_zero … _other) count as their base key. */
function keys(tree: unknown, prefix = ""): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") for (const inner of keys(v, path)) out.add(inner);
    else out.add(path.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
  return out;
}

describe("translations", () => {
  for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
    test(`ar/${ns}.json has exactly the keys of en/${ns}.json`, () => {
      const en = keys(resources.en[ns]);
      const ar = keys(resources.ar[ns]);
      expect([...en].filter((k) => !ar.has(k))).toEqual([]);
      expect([...ar].filter((k) => !en.has(k))).toEqual([]);
    });
  }

  test("every Arabic plural key has all six Arabic plural forms", () => {
    const missing: string[] = [];
    const walk = (tree: Record<string, unknown>, prefix: string) => {
      const bases = new Set(
        Object.keys(tree)
          .filter((k) => /_(one|other)$/.test(k))
          .map((k) => k.replace(/_(one|other)$/, "")),
      );
      for (const base of bases)
        for (const form of ["zero", "one", "two", "few", "many", "other"])
          if (!(`${base}_${form}` in tree)) missing.push(`${prefix}${base}_${form}`);
      for (const [k, v] of Object.entries(tree))
        if (v && typeof v === "object") walk(v as Record<string, unknown>, `${prefix}${k}.`);
    };
    for (const [ns, tree] of Object.entries(resources.ar)) walk(tree as Record<string, unknown>, `${ns}:`);
    expect(missing).toEqual([]);
  });

  test("no translation is empty", () => {
    const empty: string[] = [];
    const walk = (tree: Record<string, unknown>, path: string) => {
      for (const [k, v] of Object.entries(tree)) {
        if (v && typeof v === "object") walk(v as Record<string, unknown>, `${path}.${k}`);
        else if (typeof v !== "string" || !v.trim()) empty.push(`${path}.${k}`);
      }
    };
    for (const lang of ["en", "ar"] as const)
      for (const [ns, tree] of Object.entries(resources[lang])) walk(tree as Record<string, unknown>, `${lang}/${ns}`);
    expect(empty).toEqual([]);
  });
});
