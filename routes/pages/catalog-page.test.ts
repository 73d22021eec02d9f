/**
 * The page URLs of processed catalogues (/catalogs/{id}/page/{n}) through the real app over
 * catalogues processed from the PDF fixtures: image, text, neighbours, the head's addresses
 * and JSON-LD, the Arabic version, 404 for what does not exist, 410 for an ended offer, and
 * the sitemap listing the pages of live processed catalogues only.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";
import { decode, jsonLd } from "#tests/helpers/html.ts";

// Seeding processes real PDFs in a child process.
setDefaultTimeout(90_000);

const ORIGIN = "http://localhost:3000";
const ids: Record<string, number> = {};
const today = dubaiToday();

const { get, env } = startTestApp({
  seed: async (db, dataDir) => {
    const mart = insertStore(db, { name: "Fixture Mart", nameAr: "فكستشر مارت", slug: "fixture-mart" }).id;
    ids.text = insertFixtureCatalog(db, dataDir, "text", {
      storeId: mart,
      title: "Weekly Offers",
      titleAr: "عروض الأسبوع",
      expiryDate: addDays(today, 5),
    });
    ids.bilingual = insertFixtureCatalog(db, dataDir, "bilingual", { storeId: mart, title: "Milk Festival" });
    ids.scanned = insertFixtureCatalog(db, dataDir, "scanned", { storeId: mart, title: "Photo Flyer" });
    ids.expired = insertFixtureCatalog(db, dataDir, "text", {
      storeId: mart,
      title: "Old Offers",
      expiryDate: addDays(today, -2),
    });
    await processQueue(db, dataDir);
    // Queued, not processed yet: no page URLs.
    ids.waiting = insertFixtureCatalog(db, dataDir, "text", { storeId: mart, title: "Tomorrow's Offers" });
  },
});

const meta = (html: string, key: string) =>
  decode(html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? "");
const link = (html: string, rel: string, lang?: string) =>
  decode(
    html.match(new RegExp(`<link rel="${rel}"${lang ? ` hrefLang="${lang}"` : ""} href="([^"]*)"`, "i"))?.[1] ?? "",
  );
const hash = (id: number) =>
  (env.db.$client.query("SELECT pdf_hash AS h FROM catalog_jobs WHERE catalog_id = ?").get(id) as { h: string }).h;
/** The page's main image tag (data-testid="page-image"). */
const mainImage = (html: string) => html.match(/<img[^>]*data-testid="page-image"[^>]*>/)?.[0] ?? "";

describe("a processed catalogue's page", () => {
  test("answers 200 with the page image (its three widths, its size, loaded first), its text and its neighbours", async () => {
    const { res, html } = await get(`/catalogs/${ids.text}/page/2`);
    expect(res.status).toBe(200);
    const h = hash(ids.text!);
    const img = mainImage(html);
    expect(img).toContain(`src="/media/pages/${h}/2-1400.webp"`);
    // 800 px for a phone's screen (about 400 px at 2 pixels each): it took the 1400 px image before.
    expect(decode(img)).toContain(
      `srcSet="/media/pages/${h}/2-480.webp 480w, /media/pages/${h}/2-800.webp 800w, /media/pages/${h}/2-1400.webp 1400w"`,
    );
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    // The other pages' thumbnails wait until they are near.
    expect(html).toMatch(new RegExp(`<img src="/media/pages/${h}/1-480.webp"[^>]*loading="lazy"`));
    // The page's own text is in the HTML, under its heading, each line in its own direction.
    expect(html).toContain("Text on this page");
    expect(decode(html)).toContain('55" 4K Smart TV');
    expect(html).toMatch(/<p dir="auto">[^<]*TV/);
    expect(html).not.toContain("Fresh Milk 2L"); // page 1's text
    expect(html).toContain(`href="/catalogs/${ids.text}/page/1"`);
    expect(html).toContain(`href="/catalogs/${ids.text}/page/3"`);
    expect(html).toMatch(/rel="prev"/);
    expect(html).toMatch(/rel="next"/);
    expect(html).toContain("Page 2 of 3");
    // The store, the date, the viewer at this page and the PDF.
    expect(html).toContain('href="/store/fixture-mart"');
    expect(html).toMatch(/data-testid="page-valid-until"[^>]*>[A-Z][a-z]{2} \d{1,2}, \d{4}</);
    expect(html).toMatch(
      new RegExp(`data-catalog-id="${ids.text}"[^>]*data-catalog-pages="[^"]+"[^>]*data-catalog-page="2"`),
    );
    expect(html).toContain("Open in viewer");
    expect(html).toMatch(/data-testid="download-pdf"/);
  });

  test("the page offers to share its own address (WhatsApp in the HTML; share or copy joins it in the browser), in both languages", async () => {
    for (const [prefix, label, text] of [
      ["", "Share on WhatsApp", "Weekly Offers, page 2"],
      ["/ar", "مشاركة عبر واتساب", "عروض الأسبوع، الصفحة 2"],
    ] as const) {
      const { html } = await get(`${prefix}/catalogs/${ids.text}/page/2`);
      const tag = html.match(/<a[^>]*data-testid="page-share-whatsapp"[^>]*>([^<]*)</);
      expect(tag, prefix || "/").not.toBeNull();
      expect(decode(tag![1]!)).toBe(label);
      const href = decode(tag![0].match(/href="([^"]*)"/)![1]!);
      expect(href).toBe(
        `https://wa.me/?text=${encodeURIComponent(`${text} ${ORIGIN}${prefix}/catalogs/${ids.text}/page/2`)}`,
      );
    }
  });

  test("the first and last pages have only the neighbour they have", async () => {
    const first = (await get(`/catalogs/${ids.text}/page/1`)).html;
    expect(first).not.toMatch(/rel="prev"/);
    expect(first).toMatch(/rel="next"/);
    const last = (await get(`/catalogs/${ids.text}/page/3`)).html;
    expect(last).toMatch(/rel="prev"/);
    expect(last).not.toMatch(/rel="next"/);
  });

  test("a page without text says so", async () => {
    const { res, html } = await get(`/catalogs/${ids.scanned}/page/1`);
    expect(res.status).toBe(200);
    expect(html).toContain("No text on this page");
    expect(html).not.toContain('data-testid="page-text"');
  });

  test("the head names the page: canonical, hreflang twins, og:image = the page's large image, JSON-LD", async () => {
    const { html } = await get(`/catalogs/${ids.text}/page/2`);
    const h = hash(ids.text!);
    expect(link(html, "canonical")).toBe(`${ORIGIN}/catalogs/${ids.text}/page/2`);
    expect(link(html, "alternate", "en")).toBe(`${ORIGIN}/catalogs/${ids.text}/page/2`);
    expect(link(html, "alternate", "ar")).toBe(`${ORIGIN}/ar/catalogs/${ids.text}/page/2`);
    expect(link(html, "alternate", "x-default")).toBe(`${ORIGIN}/catalogs/${ids.text}/page/2`);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/media/pages/${h}/2-1400.webp`);
    expect(meta(html, "og:title")).toContain("Weekly Offers, page 2");
    expect(meta(html, "og:description")).toContain("TV");
    const data = jsonLd(html);
    expect(data["@type"]).toBe("WebPage");
    expect(data.url).toBe(`${ORIGIN}/catalogs/${ids.text}/page/2`);
    const image = data.primaryImageOfPage as Record<string, unknown>;
    expect(image["@type"]).toBe("ImageObject");
    expect(image.contentUrl).toBe(`${ORIGIN}/media/pages/${h}/2-1400.webp`);
    expect(image.width).toBeGreaterThan(0);
    const catalog = data.isPartOf as Record<string, unknown>;
    expect(catalog.name).toBe("Weekly Offers");
    expect(catalog.offeredBy).toEqual({
      "@type": "Organization",
      name: "Fixture Mart",
      url: `${ORIGIN}/store/fixture-mart`,
    });
    expect(catalog.validThrough).toBe(addDays(today, 5));
  });

  test("the Arabic version is in Arabic, with Arabic text read from the page", async () => {
    const { res, html } = await get(`/ar/catalogs/${ids.text}/page/2`);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain("النص في هذه الصفحة");
    expect(html).toContain("عروض الأسبوع");
    expect(html).toContain(`href="/ar/catalogs/${ids.text}/page/3"`);
    expect(link(html, "canonical")).toBe(`${ORIGIN}/ar/catalogs/${ids.text}/page/2`);
    expect(jsonLd(html).inLanguage).toBe("ar");

    const bilingual = await get(`/ar/catalogs/${ids.bilingual}/page/1`);
    expect(bilingual.res.status).toBe(200);
    expect(bilingual.html).toContain("حليب");
  });
});

describe("what is not a page", () => {
  test("a missing page, an unprocessed catalogue or a malformed number is the site's 404 page", async () => {
    for (const path of [
      `/catalogs/${ids.text}/page/4`, // past the end
      `/catalogs/${ids.text}/page/0`,
      `/catalogs/${ids.text}/page/01`,
      `/catalogs/${ids.text}/page/abc`,
      `/catalogs/${ids.text}/page/-1`,
      `/catalogs/${ids.text}/page/2.0`,
      `/catalogs/0${ids.text}/page/1`,
      `/catalogs/${ids.waiting}/page/1`, // not processed yet
      "/catalogs/999999/page/1",
      `/ar/catalogs/${ids.text}/page/9`,
    ]) {
      const { res, html } = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(html).toContain('data-testid="page-not-found"');
    }
  });

  test("an ended offer's page answers 410, says when it ended and leads to the store's current catalogues", async () => {
    for (const lang of ["", "/ar"]) {
      const { res, html } = await get(`${lang}/catalogs/${ids.expired}/page/1`);
      expect(res.status).toBe(410);
      expect(html).toContain('data-testid="offer-ended"');
      expect(html).toContain(`href="${lang}/store/fixture-mart?tab=catalogs"`);
      expect(html).not.toContain("/media/pages/");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    const { html } = await get(`/catalogs/${ids.expired}/page/1`);
    expect(html).toContain("This offer has ended");
    expect(html).toMatch(/was valid until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });
});

describe("sitemap.xml", () => {
  test("lists every page of live processed catalogues, in both languages, and nothing of others", async () => {
    const { res, html: xml } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    for (const n of [1, 2, 3]) {
      expect(xml).toContain(`<loc>${ORIGIN}/catalogs/${ids.text}/page/${n}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/ar/catalogs/${ids.text}/page/${n}</loc>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/catalogs/${ids.bilingual}/page/1"/>`,
    );
    expect(xml).not.toContain(`/catalogs/${ids.text}/page/4<`);
    expect(xml).not.toContain(`/catalogs/${ids.expired}/page/`);
    expect(xml).not.toContain(`/catalogs/${ids.waiting}/page/`);
  });
});
