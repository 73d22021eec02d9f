import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";
import { storeCardNames } from "../../tests/helpers/html.ts";
import { listStoreCards } from "../../tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("home and stores show the stores in the HTML itself", () => {
  test("/stores?page=2 shows the next nine stores", async () => {
    const first = storeCardNames((await get("/stores")).html);
    const second = storeCardNames((await get("/stores?page=2")).html);
    expect(first).toHaveLength(9);
    expect(second).toHaveLength(9);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(second).toEqual(listStoreCards(env.db, { today }, "popularity", 2, 9).items.map((s) => s.name));
  });

  test("/stores filters by category, emirate and features, and says so when nothing matches", async () => {
    const filtered = storeCardNames((await get("/stores?emirate=ajman&hasCatalogs=true")).html);
    expect(filtered).toEqual(
      listStoreCards(env.db, { today, emirateSlug: "ajman", hasCatalogs: true }, "popularity", 1, 9).items.map(
        (s) => s.name,
      ),
    );
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
    const radios = categoryRadios((await get("/stores?emirate=fujairah&hasCatalogs=true")).html);
    expect(radios.length).toBeGreaterThan(0);
    for (const r of radios) {
      const total = listStoreCards(
        env.db,
        { today, emirateSlug: "fujairah", hasCatalogs: true, categorySlug: r.slug },
        "popularity",
        1,
        9,
      ).total;
      expect({ slug: r.slug, count: r.count, disabled: r.disabled }).toEqual({
        slug: r.slug,
        count: total,
        disabled: total === 0,
      });
    }
    expect(radios.some((r) => r.disabled)).toBe(true);
  });

  test("a category without any store is not offered", async () => {
    env.db.$client.run("INSERT INTO categories (name, slug) VALUES ('Empty Shelf', 'empty-shelf')");
    const radios = categoryRadios((await get("/stores?sort=name")).html);
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.map((r) => r.slug)).not.toContain("empty-shelf");
    expect(radios.every((r) => r.count > 0 && !r.disabled)).toBe(true);
  });
});
