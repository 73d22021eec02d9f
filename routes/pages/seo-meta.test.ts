/** The head's addresses for search engines and link previews (defect 8 of issue 11). */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { decode, jsonLd } from "#tests/helpers/html.ts";
import { listStoreBranches, listStoreCards } from "#tests/helpers/queries.ts";

const { env, get, appWith, today } = startTestApp({ demo: true });
const ORIGIN = "http://localhost:3000";

const meta = (html: string, key: string) =>
  decode(html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? "");
const canonical = (html: string) => decode(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? "");
const alternate = (html: string, lang: string) =>
  decode(html.match(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`, "i"))?.[1] ?? "");

describe("store and branch pages", () => {
  test("the store's JSON-LD names its logo and image by absolute URL, and og:image is the store's drawn preview", async () => {
    const store = listStoreCards(env.db, { today }, "name", 1, 1).items[0]!;
    const row = env.db.$client.query("SELECT logo, image FROM stores WHERE id = ?").get(store.id) as {
      logo: string;
      image: string | null;
    };
    for (const lang of ["", "/ar"]) {
      const { html } = await get(`${lang}/store/${store.slug}`);
      const data = jsonLd(html);
      expect(data.logo).toBe(ORIGIN + row.logo);
      expect(data.image).toBe(ORIGIN + (row.image ?? row.logo));
      // Crawlers show no SVG: a JPEG drawn from the cover and logo (link-previews.test.ts checks it).
      expect(meta(html, "og:image")).toMatch(
        new RegExp(`^${ORIGIN}/media/previews/stores/${store.id}\\.jpg\\?v=\\w+$`),
      );
      expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    }
  });

  test("an image stored as a full URL is kept as it is in JSON-LD; the preview is drawn from what the site holds", async () => {
    const store = listStoreCards(env.db, { today }, "name", 2, 1).items[0]!;
    env.db.$client.run("UPDATE stores SET image = 'https://cdn.example.ae/cover.jpg' WHERE id = ?", [store.id]);
    const { html } = await get(`/store/${store.slug}?v=abs`);
    expect(jsonLd(html).image).toBe("https://cdn.example.ae/cover.jpg");
    expect(meta(html, "og:image")).toContain(`${ORIGIN}/media/previews/stores/${store.id}.jpg?v=`);
  });

  test("a branch page previews with its store's image", async () => {
    const store = listStoreCards(env.db, { today, multipleBranches: true }, "name", 1, 1).items[0]!;
    const branch = listStoreBranches(env.db, store.id)[0]!;
    const row = env.db.$client.query("SELECT logo, image FROM stores WHERE id = ?").get(store.id) as {
      logo: string;
      image: string | null;
    };
    const { html } = await get(`/branch/${store.slug}/${branch.slug}`);
    expect(meta(html, "og:image")).toBe(meta((await get(`/store/${store.slug}`)).html, "og:image"));
    expect(jsonLd(html).image).toBe(ORIGIN + (row.image ?? row.logo));
  });

  test("pages without an image of their own keep the site's preview image", async () => {
    expect(meta((await get("/about")).html, "og:image")).toBe(`${ORIGIN}/og-image.png`);
  });
});

describe("canonical addresses", () => {
  test("a later page of a list is its own canonical, with only the parameters that change what it lists, in a fixed order", async () => {
    expect(canonical((await get("/stores?page=2")).html)).toBe(`${ORIGIN}/stores?page=2`);
    expect(canonical((await get("/ar/stores?page=2")).html)).toBe(`${ORIGIN}/ar/stores?page=2`);
    expect(alternate((await get("/stores?page=2")).html, "ar")).toBe(`${ORIGIN}/ar/stores?page=2`);
    // view and sort do not change what is listed; page 1 is the list itself.
    expect(canonical((await get("/stores?view=list&sort=name")).html)).toBe(`${ORIGIN}/stores`);
    // Dubai holds more than one page of stores (9 a page); the emirate changes what is listed, view does not.
    expect((await get("/stores?emirate=dubai&page=2")).res.status).toBe(200);
    expect(canonical((await get("/stores?page=2&view=list&emirate=dubai")).html)).toBe(
      `${ORIGIN}/stores?emirate=dubai&page=2`,
    );
    expect(canonical((await get("/stores?emirate=dubai&page=2&sort=name")).html)).toBe(
      `${ORIGIN}/stores?emirate=dubai&page=2`,
    );
    expect(canonical((await get("/catalogs?page=2&sort=pages")).html)).toBe(`${ORIGIN}/catalogs?page=2`);
    expect(canonical((await get("/blog?category=Electronics&sort=x")).html)).toBe(
      `${ORIGIN}/blog?category=Electronics`,
    );
  });

  test("each store tab is its own page", async () => {
    const store = listStoreCards(env.db, { today }, "name", 1, 1).items[0]!;
    expect(canonical((await get(`/store/${store.slug}?tab=branches`)).html)).toBe(
      `${ORIGIN}/store/${store.slug}?tab=branches`,
    );
    expect(canonical((await get(`/store/${store.slug}?tab=overview`)).html)).toBe(`${ORIGIN}/store/${store.slug}`);
  });
});

describe("link previews on X", () => {
  test("every page says summary_large_image; twitter:site comes from the TWITTER_SITE setting when it is set", async () => {
    const { html } = await get("/");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).not.toContain('name="twitter:site"');
    const app = appWith({ TWITTER_SITE: "@uaedeals" });
    // A parameter /about reads: a fresh render under this config, not the page kept for the first app.
    const withSite = await (await app.request("/about?emirate=dubai")).text();
    expect(meta(withSite, "twitter:site")).toBe("@uaedeals");
  });
});
