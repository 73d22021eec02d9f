/**
 * Search hits highlighted on a catalogue page's image (issue 23, item 3), through the real app
 * over fixture PDFs processed for real: `?q=` draws the boxes of the page's words that match as
 * search matches them (English and Arabic), under the offer areas, with a line saying how many;
 * without q nothing changes; a q matching nothing says so; odd q never fails; pages stored
 * before words were kept show no highlight; search results link with the query.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";
import { decode } from "#tests/helpers/html.ts";

// Seeding processes real PDFs in a child process.
setDefaultTimeout(90_000);

const ids: Record<string, number> = {};

const { get, app, env } = startTestApp({
  seed: async (db, dataDir) => {
    const mart = insertStore(db, { name: "Fixture Mart", nameAr: "فكستشر مارت", slug: "fixture-mart" }).id;
    const expiryDate = addDays(dubaiToday(), 5);
    ids.text = insertFixtureCatalog(db, dataDir, "text", { storeId: mart, title: "Weekly Offers", expiryDate });
    ids.bilingual = insertFixtureCatalog(db, dataDir, "bilingual", { storeId: mart, title: "Milk Festival" });
    ids.old = insertFixtureCatalog(db, dataDir, "bilingual", { storeId: mart, title: "Older Festival" });
    await processQueue(db, dataDir);
    // Processed before words were kept.
    db.$client.run("UPDATE catalog_pages SET words = NULL WHERE catalog_id = ?", [ids.old]);
  },
});

type Box = { left: number; top: number; width: number; height: number };

/** The highlight boxes drawn (in %), in page order. */
function boxes(html: string): Box[] {
  return [...html.matchAll(/<span[^>]*data-testid="hit-box"[^>]*>/g)].map((m) => {
    const style = m[0].match(/style="([^"]*)"/)?.[1] ?? "";
    const value = (key: string) => Number(style.match(new RegExp(`(?:^|;)${key}:([\\d.]+)%`))?.[1]);
    return { left: value("left"), top: value("top"), width: value("width"), height: value("height") };
  });
}
/** The highlight layer's opening tag. */
const layer = (html: string) => html.match(/<div[^>]*data-testid="hit-layer"[^>]*>/)?.[0] ?? "";
/** The line saying how many matches, as text. */
const summary = (html: string) =>
  decode(
    (html.match(/<p[^>]*data-testid="hit-summary"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "")
      .replace(/<a[\s\S]*?<\/a>/g, "")
      .replace(/<!--[\s\S]*?-->|<[^>]+>/g, ""),
  ).trim();
/** Within `tolerance` percentage points of where the fixture prints the word. */
const near = (box: Box | undefined, left: number, top: number, tolerance = 1) =>
  !!box && Math.abs(box.left - left) <= tolerance && Math.abs(box.top - top) <= tolerance;

describe("a catalogue page opened from a search (?q=)", () => {
  test("English: the matching word's box is drawn over the image where the PDF prints it, with how many", async () => {
    const { res, html } = await get(`/catalogs/${ids.text}/page/1?q=milk`);
    expect(res.status).toBe(200);
    const found = boxes(html);
    expect(found).toHaveLength(1);
    // "Milk" of "Fresh Milk 2L", 15.4% from the left and 32.6% from the top of the page.
    expect(near(found[0], 15.4, 32.6)).toBe(true);
    expect(found[0]!.width).toBeGreaterThan(2);
    expect(found[0]!.height).toBeGreaterThan(0.5);
    expect(summary(html)).toBe("1 match for “milk” on this page");
    // A layer to look at, not to use: hidden from assistive technology, letting taps through.
    expect(layer(html)).toContain('aria-hidden="true"');
    expect(layer(html)).toContain("pointer-events-none");
    // Under the offer areas: before them in the document, both over the image.
    const offerList = html.indexOf('data-testid="offer-area"');
    expect(offerList).toBeGreaterThan(0);
    expect(html.indexOf('data-testid="hit-layer"')).toBeLessThan(offerList);
    expect(html.indexOf('data-testid="page-image"')).toBeLessThan(html.indexOf('data-testid="hit-layer"'));
  });

  test("search's matching: case, and every word of the query (the last a prefix)", async () => {
    expect(boxes((await get(`/catalogs/${ids.text}/page/1?q=MILK`)).html)).toHaveLength(1);
    const two = await get(`/catalogs/${ids.text}/page/1?q=${encodeURIComponent("fresh mil")}`);
    expect(boxes(two.html)).toHaveLength(2);
    expect(summary(two.html)).toBe("2 matches for “fresh mil” on this page");
  });

  test("Arabic: الحليب finds حليب (the article, as search) at its place, said in Arabic", async () => {
    const { res, html } = await get(`/ar/catalogs/${ids.bilingual}/page/1?q=${encodeURIComponent("الحليب")}`);
    expect(res.status).toBe(200);
    const found = boxes(html);
    expect(found).toHaveLength(1);
    expect(near(found[0], 86.5, 7.8)).toBe(true);
    expect(summary(html)).toBe("نتيجة واحدة لـ «الحليب» في هذه الصفحة");
    // Harakat and Arabic-Indic digits fold as in search: 55 finds ٥٥ and 55".
    const harakat = await get(`/ar/catalogs/${ids.bilingual}/page/1?q=${encodeURIComponent("حَلِيب")}`);
    expect(near(boxes(harakat.html)[0], 86.5, 7.8)).toBe(true);
    const digits = boxes((await get(`/ar/catalogs/${ids.bilingual}/page/1?q=٥٥`)).html);
    expect(digits).toHaveLength(2);
    expect(digits.some((b) => near(b, 66, 22.9))).toBe(true);
    expect(digits.some((b) => near(b, 26.5, 37))).toBe(true);
    // English on the Arabic page, and the other way round.
    expect(near(boxes((await get(`/ar/catalogs/${ids.bilingual}/page/1?q=milk`)).html)[0], 15.5, 15.2)).toBe(true);
    const english = await get(`/catalogs/${ids.bilingual}/page/1?q=${encodeURIComponent("حليب")}`);
    expect(summary(english.html)).toBe("1 match for “حليب” on this page");
  });

  test("without q the page is as it was: no layer, no line", async () => {
    const { html } = await get(`/catalogs/${ids.text}/page/1`);
    expect(html).not.toContain('data-testid="hit-layer"');
    expect(html).not.toContain('data-testid="hit-summary"');
  });

  test("a q matching nothing on the page says so, and draws nothing", async () => {
    const { res, html } = await get(`/catalogs/${ids.text}/page/1?q=saffron`);
    expect(res.status).toBe(200);
    expect(boxes(html)).toEqual([]);
    expect(html).not.toContain('data-testid="hit-layer"');
    expect(summary(html)).toBe("No matches for “saffron” on this page");
    const ar = await get(`/ar/catalogs/${ids.text}/page/1?q=saffron`);
    expect(summary(ar.html)).toBe("لا نتائج لـ «saffron» في هذه الصفحة");
  });

  test("the line offers the page without highlights (what else the address says kept)", async () => {
    const clear = async (url: string) =>
      (await get(url)).html.match(/<p[^>]*data-testid="hit-summary"[\s\S]*?<a[^>]*href="([^"]*)"/)?.[1];
    expect(await clear(`/ar/catalogs/${ids.text}/page/1?q=milk`)).toBe(`/ar/catalogs/${ids.text}/page/1`);
    expect(decode((await clear(`/catalogs/${ids.text}/page/1?offer=1&q=milk`)) ?? "")).toBe(
      `/catalogs/${ids.text}/page/1?offer=1`,
    );
  });

  test("a page stored before words were kept: no highlight, no line, nothing broken", async () => {
    const { res, html } = await get(`/catalogs/${ids.old}/page/1?q=milk`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('data-testid="hit-layer"');
    expect(html).not.toContain('data-testid="hit-summary"');
    expect(html).toContain('data-testid="page-image"');
  });

  test("odd q never fails: long, invalid UTF-8, controls, isolates, emoji, markup", async () => {
    const odd = [
      "milk ".repeat(2000),
      "%ED%A0%80milk",
      "%FF%FE",
      "%00milk",
      "%E2%80%AEmilk",
      "%F0%9F%98%80".repeat(300),
      encodeURIComponent('<script>alert("x")</script>'),
      "%",
      "%25%",
      encodeURIComponent("حليب".repeat(500)),
    ];
    for (const q of odd) {
      let path = `/catalogs/${ids.text}/page/1?q=${q}`;
      let res = await app.request(path);
      if (res.status === 302) {
        path = res.headers.get("location")!;
        expect(path.length).toBeLessThan(1000); // the query as a link carries it: bounded
        res = await app.request(path);
      }
      expect({ q: q.slice(0, 30), status: res.status }).toEqual({ q: q.slice(0, 30), status: 200 });
      const html = await res.text();
      expect(html).not.toContain("<script>alert");
    }
  });

  test("a q not as links write it is redirected to the one that is, so a page has one entry per query", async () => {
    const at = (q: string, more = "") => app.request(`/catalogs/${ids.text}/page/1?q=${q}${more}`);
    const spaced = await at("%20%20milk%20%20");
    expect(spaced.status).toBe(302);
    expect(spaced.headers.get("location")).toBe(`/catalogs/${ids.text}/page/1?q=milk`);
    // No word to look for: the page itself.
    const wordless = await at("%E2%80%A6%21", "&offer=7");
    expect(wordless.status).toBe(302);
    expect(wordless.headers.get("location")).toBe(`/catalogs/${ids.text}/page/1?offer=7`);
    const arabic = await app.request(`/ar/catalogs/${ids.text}/page/1?q=${encodeURIComponent(" حليب ")}`);
    expect(arabic.headers.get("location")).toBe(`/ar/catalogs/${ids.text}/page/1?q=${encodeURIComponent("حليب")}`);
  });

  test("the highlighted page never stands in for the page without q (cached apart), and names it canonical", async () => {
    const url = `/catalogs/${ids.bilingual}/page/1`;
    for (let i = 0; i < 2; i++) {
      const withQ = await get(`${url}?q=milk`);
      expect(boxes(withQ.html)).toHaveLength(1);
      expect(withQ.html).toContain(`<link rel="canonical" href="http://localhost:3000${url}"`);
      const plain = await get(url);
      expect(plain.html).not.toContain('data-testid="hit-layer"');
    }
  });
});

describe("search results that lead to a page", () => {
  test("link with the query, so the page opens highlighted", async () => {
    const { html } = await get("/search?q=milk");
    const hits = [...html.matchAll(/<a href="([^"]*)"[^>]*data-testid="search-hit"/g)].map((m) => decode(m[1]!));
    expect(hits).toContain(`/catalogs/${ids.text}/page/1?q=milk`);
    expect(hits).toContain(`/catalogs/${ids.bilingual}/page/1?q=milk`);
    const ar = await get(`/ar/search?q=${encodeURIComponent("الحليب")}`);
    expect(decode(ar.html)).toContain(`href="/ar/catalogs/${ids.bilingual}/page/1?q=${encodeURIComponent("الحليب")}"`);
  });

  test("a found offer's card links to its page with the query too", async () => {
    const offers = env.db.$client
      .query("SELECT count(*) AS n FROM catalog_offers WHERE catalog_id = ?")
      .get(ids.text!) as {
      n: number;
    };
    expect(offers.n).toBeGreaterThan(0);
    const { html } = await get("/search?q=milk");
    const cards = [...html.matchAll(/<article[^>]*data-testid="offer-card"[\s\S]*?<a href="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(cards).toContain(`/catalogs/${ids.text}/page/1?q=milk`);
  });

  test("a long query links with a bounded one", async () => {
    // Every word is on page 1 of the text fixture; search reads the first 12.
    const long =
      "fixture mart test offers page fresh milk aed basmati rice offers valid while stocks last prices in uae dirhams demo catalogue";
    expect(long.length).toBeGreaterThan(100);
    const { html } = await get(`/search?q=${encodeURIComponent(long)}`);
    const linked = [...html.matchAll(/href="\/catalogs\/\d+\/page\/\d+\?q=([^"]*)"/g)].map((m) =>
      decodeURIComponent(decode(m[1]!)),
    );
    expect(linked.length).toBeGreaterThan(0);
    // Cut at a word.
    for (const q of linked)
      expect(q).toBe(
        "fixture mart test offers page fresh milk aed basmati rice offers valid while stocks last prices in",
      );
  });
});
