import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { blogPageQuery, blogsApiQuery } from "./blog-list.ts";
import { catalogsApiQuery, catalogsPageQuery, searchApiQuery, searchPageQuery } from "./catalog-list.ts";
import { lenient, listView } from "./list-query.ts";
import { homePageQuery, storesApiQuery, storesPageQuery } from "./store-list.ts";

describe("lenient", () => {
  const schema = z.object({
    kind: z.enum(["a", "b"]).optional(),
    size: z.enum(["s", "m"]).default("m"),
    view: listView,
    name: z.string().max(3).optional(),
  });
  const page = lenient(schema, { name: (raw) => String(raw).slice(0, 3) });

  test("a refused value takes the field's default, or undefined; good values are kept", () => {
    expect(page.parse({ kind: "c", size: "xl", view: "tiles" })).toEqual({ size: "m", view: "grid" });
    expect(page.parse({ kind: "b", size: "s", view: "list" })).toEqual({ kind: "b", size: "s", view: "list" });
  });

  test("a field may name its own reading of a refused value; unknown keys are dropped", () => {
    expect(page.parse({ name: "abcdef", utm_source: "mail" })).toEqual({ size: "m", view: "grid", name: "abc" });
  });

  test("the schema it was made from still refuses the same values", () => {
    expect(schema.safeParse({ kind: "c" }).success).toBe(false);
    expect(schema.safeParse({ name: "abcdef" }).success).toBe(false);
  });
});

describe("each list's page and API read the same fields", () => {
  const long = ` ${"x".repeat(120)} `;

  test("?search=: the API refuses more than 100 characters, a page cuts them; both trim", () => {
    for (const api of [catalogsApiQuery, storesApiQuery, blogsApiQuery]) {
      expect(api.safeParse({ search: long }).success).toBe(false);
      expect(api.parse({ search: "  milk " }).search).toBe("milk");
    }
    for (const page of [catalogsPageQuery, storesPageQuery, homePageQuery, blogPageQuery]) {
      expect(page.parse({ search: long }).search).toBe("x".repeat(100));
      expect(page.parse({ search: "  milk " }).search).toBe("milk");
      expect(page.parse({}).search).toBeUndefined();
    }
  });

  test("?valid= of the catalogues: the API refuses what the page drops", () => {
    expect(catalogsApiQuery.safeParse({ valid: "soon" }).success).toBe(false);
    expect(catalogsPageQuery.parse({ valid: "soon" }).valid).toBeUndefined();
    expect(catalogsApiQuery.parse({ valid: "ending" }).valid).toBe("ending");
    expect(catalogsPageQuery.parse({ valid: "ending" }).valid).toBe("ending");
  });

  test("?emirate= and ?category=: the API takes any (the query matches them), the pages only what they offer", () => {
    const asked = { emirate: "Dubai", category: "electronics" };
    expect(catalogsApiQuery.parse(asked)).toMatchObject(asked);
    expect(catalogsPageQuery.parse(asked)).toMatchObject({ emirate: undefined, category: undefined });
    expect(catalogsPageQuery.parse({ emirate: "dubai", category: "Electronics" })).toMatchObject({
      emirate: "dubai",
      category: "Electronics",
    });
    expect(storesApiQuery.parse({ emirate: "Dubai" }).emirate).toBe("Dubai");
    expect(storesPageQuery.parse({ emirate: "Dubai" }).emirate).toBeUndefined();
    expect(blogPageQuery.parse({ category: "Recipes" }).category).toBeUndefined();
    expect(blogPageQuery.parse({ category: "News" }).category).toBe("News");
  });

  test("the pages' orders, views and checkboxes fall back to the defaults", () => {
    expect(catalogsPageQuery.parse({ sort: "expiry", view: "tiles" })).toMatchObject({ sort: "recent", view: "grid" });
    expect(storesPageQuery.parse({ sort: "location", hasCatalogs: "yes", online: "on", featured: "1" })).toMatchObject({
      sort: "popularity",
      hasCatalogs: false,
      online: true,
      featured: true,
      multipleBranches: false,
    });
    expect(homePageQuery.parse({ sort: "location", view: "list" })).toMatchObject({ sort: "location", view: "list" });
    expect(homePageQuery.parse({ sort: "category" }).sort).toBe("popularity");
  });

  test("/search: the API needs a text of at most 20,000 characters; the page searches any, trimmed, up to 500", () => {
    expect(searchApiQuery.safeParse({}).success).toBe(false);
    expect(searchApiQuery.safeParse({ q: "x".repeat(20_001) }).success).toBe(false);
    expect(searchApiQuery.parse({ q: " milk " })).toEqual({ q: " milk ", page: 1 });
    expect(searchPageQuery.parse({}).q).toBe("");
    expect(searchPageQuery.parse({ q: " milk " }).q).toBe("milk");
    expect(searchPageQuery.parse({ q: "y".repeat(20_001) }).q).toBe("y".repeat(500));
    expect(
      searchPageQuery.parse({ q: "milk", emirate: "Sharjah", category: "Groceries", store: "lulu", sort: "cheap" }),
    ).toEqual({
      q: "milk",
      emirate: undefined,
      category: undefined,
      store: "lulu",
      sort: "relevance",
      show: undefined,
    });
    expect(searchPageQuery.parse({ q: "milk", sort: "saving" }).sort).toBe("saving");
  });
});
