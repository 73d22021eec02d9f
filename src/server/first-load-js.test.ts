/**
 * What every public page loads before it can hydrate (the bootstrap module and its static
 * imports) carries code, not the site's translation files: a page's strings come with the page.
 * The island notice's two words once pulled both languages' whole common.json (15 KB) into it,
 * and a constant of the analytics schema all of zod (36 KB).
 */
import { expect, test } from "bun:test";
import arCommon from "#locales/ar/common.json";
import enCommon from "#locales/en/common.json";
import { startTestApp } from "#tests/helpers/app.ts";

const { app, get } = startTestApp({ demo: true });

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/** The code of every module a page names (script, modulepreload), joined. */
async function firstLoad(path: string): Promise<string> {
  const { html } = await get(path);
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[a-z0-9-]+\.js)"/g)].map((m) => m[1]!);
  expect(urls.some((u) => u.includes("/bootstrap-"))).toBe(true);
  return (await Promise.all(urls.map(async (u) => (await app.request(u)).text()))).join("\n");
}

test("a public page's first-load JavaScript holds no validation library (forms load theirs on demand)", async () => {
  for (const path of ["/", "/store/carrefour", "/search?q=milk"])
    expect(await firstLoad(path)).not.toContain("ZodError");
});

test("a public page's first-load JavaScript holds no common translation strings", async () => {
  const code = await firstLoad("/");
  // Long strings only: short words ("Search") also appear in code as identifiers or attributes.
  const strings = [...leaves(enCommon), ...leaves(arCommon)].filter((s) => s.length >= 24 && !s.includes("{{"));
  expect(strings.length).toBeGreaterThan(20);
  expect(strings.filter((s) => code.includes(s))).toEqual([]);
});
