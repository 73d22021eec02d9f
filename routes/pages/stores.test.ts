import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { storeCardNames } from "#tests/helpers/html.ts";
import { insertKnownStores } from "#tests/helpers/known-stores.ts";

// The stores and what each list shows are in tests/helpers/known-stores.ts.
const { env, get } = startTestApp({ seed: insertKnownStores });

describe("home and stores show the stores in the HTML itself", () => {
  test("/stores lists nine stores by popularity, and ?page=2 the next ones", async () => {
    expect(storeCardNames((await get("/stores")).html)).toEqual([
      "Zeta Mart",
      "Yellow Souq",
      "Alpha Electronics",
      "Beta Foods",
      "Delta Digital",
      "Gamma Style",
      "Kappa",
      "Lambda",
      "Mu Market",
    ]);
    expect(storeCardNames((await get("/stores?page=2")).html)).toEqual(["Nu Shop", "Omicron", "Pi Place"]);
  });

  test("/stores filters by category, emirate and features, and says so when nothing matches", async () => {
    // Beta Foods has a branch in Ajman but only an expired catalogue.
    const filtered = storeCardNames((await get("/stores?emirate=ajman&hasCatalogs=true")).html);
    expect(filtered).toEqual(["Zeta Mart", "Alpha Electronics", "Gamma Style"]);
    expect(storeCardNames((await get("/stores?category=fashion&sort=name")).html)).toEqual([
      "Gamma Style",
      "Yellow Souq",
    ]);
    const none = await get("/stores?search=zzzz-no-such-store");
    expect(storeCardNames(none.html)).toEqual([]);
    expect(none.html).toContain("No stores found matching your criteria.");
    expect(none.html).toContain("Clear Filters");
  });
});

describe("the stores page's category choices", () => {
  /** The sidebar's category radios: slug, the count shown and whether the radio is disabled. */
  const categoryRadios = (html: string) => {
    const form = html.match(/data-testid="sidebar-filters"[\s\S]*?<\/form>/)?.[0] ?? "";
    return form.split("</label>").flatMap((label) => {
      const input = label.match(/<input[^>]*name="category"[^>]*>/)?.[0];
      const count = label.match(/<span[^>]*>(\d+)<\/span>$/)?.[1];
      if (!input || count === undefined) return [];
      return [
        { slug: input.match(/value="([^"]*)"/)![1]!, count: Number(count), disabled: /\sdisabled=""/.test(input) },
      ];
    });
  };

  test("each count is what choosing the category would list under the other filters; empty ones are disabled", async () => {
    // In Fujairah with a live catalogue: Alpha Electronics and Delta Digital (Beta Foods' has expired).
    expect(categoryRadios((await get("/stores?emirate=fujairah&hasCatalogs=true")).html)).toEqual([
      { slug: "electronics", count: 2, disabled: false },
      { slug: "fashion", count: 0, disabled: true },
      { slug: "groceries", count: 0, disabled: true },
    ]);
  });

  test("a category without any store is not offered", async () => {
    env.db.$client.run("INSERT INTO categories (name, slug) VALUES ('Empty Shelf', 'empty-shelf')");
    expect(categoryRadios((await get("/stores?sort=name")).html)).toEqual([
      { slug: "electronics", count: 2, disabled: false },
      { slug: "fashion", count: 2, disabled: false },
      { slug: "groceries", count: 8, disabled: false },
    ]);
  });
});
