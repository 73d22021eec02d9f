/**
 * The words shoppers and operators read (issue 24, item 16): one spelling of "catalog" in every
 * English string, as the spec names the pages (Catalogs), and copy written as a person would say it.
 */
import { describe, expect, test } from "bun:test";
import { resources } from "./resources.ts";

/** Every English string with its key, "ns:a.b.c". */
function englishStrings(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (tree: Record<string, unknown>, path: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (v && typeof v === "object") walk(v as Record<string, unknown>, `${path}.${k}`);
      else if (typeof v === "string") out.push([`${path}.${k}`, v]);
    }
  };
  for (const [ns, tree] of Object.entries(resources.en)) walk(tree as Record<string, unknown>, ns);
  return out;
}

describe("English words", () => {
  test('"catalog" is spelled one way, the spec\'s, everywhere', () => {
    const british = englishStrings().filter(([, text]) => /catalogue/i.test(text));
    expect(british.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  test("no string names the week's days end to end where a person would say every day", () => {
    const stilted = englishStrings().filter(([, text]) => /sunday to saturday|monday to sunday/i.test(text));
    expect(stilted.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
