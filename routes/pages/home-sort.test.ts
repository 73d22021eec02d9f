/**
 * The home grid's "Emirate" order (issue 24, item 14): stores grouped by emirate under a heading
 * each, in the emirates' order (the shopper's chosen emirate first), A to Z within each, the
 * card's first emirate badge being its group, and a line that says how the list is ordered.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { decode, storeCardNames } from "#tests/helpers/html.ts";
import { insertKnownStores } from "#tests/helpers/known-stores.ts";

// The stores and their emirates are in tests/helpers/known-stores.ts.
const { get } = startTestApp({ seed: insertKnownStores });

const groups = (html: string) =>
  [...html.matchAll(/data-testid="store-group"[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
    decode(m[1]!.replace(/<[^>]+>/g, "")).trim(),
  );
/** Each card's first emirate badge, in page order. */
const firstBadges = (html: string) =>
  html
    .split('data-testid="store-card"')
    .slice(1)
    .map((card) => card.match(/data-emirate="([^"]+)"/)?.[1] ?? null);
const note = (html: string) =>
  decode((html.match(/data-testid="sort-note"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "").replace(/<[^>]+>/g, ""));

describe("home: sorting by emirate", () => {
  test("groups the stores by emirate in the emirates' order, A to Z within each, and says so", async () => {
    const { html } = await get("/?sort=location");
    expect(storeCardNames(html)).toEqual([
      "Alpha Electronics",
      "Zeta Mart",
      "Yellow Souq",
      "Beta Foods",
      "Gamma Style",
      "Delta Digital",
      "Kappa",
      "Lambda",
      "Mu Market",
    ]);
    expect(groups(html)).toEqual(["Dubai", "Sharjah", "Ajman", "Fujairah", "No branches listed yet"]);
    expect(firstBadges(html).slice(0, 6)).toEqual(["dubai", "dubai", "sharjah", "ajman", "ajman", "fujairah"]);
    expect(note(html)).toContain(
      "By emirate: Dubai, Abu Dhabi, Sharjah, Ajman, Fujairah, Ras Al Khaimah, Umm Al Quwain",
    );
    expect(html).toContain('<option value="location" selected="">Emirate</option>');
  });

  test("the shopper's chosen emirate comes first: its stores, its badge first on each card", async () => {
    const { html } = await get("/?sort=location&emirate=fujairah");
    expect(storeCardNames(html)).toEqual(["Alpha Electronics", "Beta Foods", "Delta Digital"]);
    expect(groups(html)).toEqual(["Fujairah"]);
    expect(firstBadges(html)).toEqual(["fujairah", "fujairah", "fujairah"]);
    expect(note(html)).toContain("Fujairah first");
  });

  test("in Arabic, the groups and the line read in Arabic", async () => {
    const { html } = await get("/ar?sort=location");
    expect(groups(html).slice(0, 2)).toEqual(["دبي", "الشارقة"]);
    expect(note(html)).toContain("دبي");
  });

  test("other orders have no groups and no line", async () => {
    const { html } = await get("/");
    expect(groups(html)).toEqual([]);
    expect(html).not.toContain('data-testid="sort-note"');
  });
});
