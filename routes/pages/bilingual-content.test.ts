/**
 * Content in the page's language (issue 12): /ar shows the Arabic text where it exists and
 * the English otherwise, marked lang="en" dir="ltr" and isolated; an English page marks an
 * Arabic-only text lang="ar" dir="rtl". Articles have one URL per published language; the
 * head (title, description, og:locale, hreflang, JSON-LD) follows the page's language.
 */
import { describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { decode, jsonLd } from "#tests/helpers/html.ts";

const { get, admin } = startTestApp({
  admin: true,
  seed: (db) => {
    const supermarkets = insertCategory(db, { name: "Supermarkets", nameAr: "سوبرماركت" });
    const home = insertCategory(db, { name: "Home Goods" });
    const carrefour = insertStore(db, {
      name: "Carrefour",
      nameAr: "كارفور",
      description: "Hypermarket with everyday prices",
      descriptionAr: "هايبرماركت بأسعار يومية",
      categoryId: supermarkets.id,
      featured: true,
      logo: "/media/l.svg",
    });
    insertBranch(db, {
      storeId: carrefour.id,
      name: "Mall of the Emirates",
      nameAr: "مول الإمارات",
      address: "Al Barsha 1, Dubai",
      addressAr: "البرشاء 1، دبي",
      hours: "10 AM - 12 AM",
      hoursAr: "يوميًا من 10 صباحًا إلى 12 منتصف الليل",
    });
    insertCatalog(db, { storeId: carrefour.id, title: "Weekly deals", titleAr: "عروض الأسبوع" });
    const nesto = insertStore(db, {
      name: "Nesto",
      description: "English only",
      categoryId: home.id,
      featured: true,
    });
    insertBranch(db, { storeId: nesto.id, name: "Nesto Karama", hours: "9 AM - 11 PM" });
    insertCatalog(db, { storeId: nesto.id, title: "Big Savings" });
    insertBlogPost(db, {
      title: "Both Post",
      titleAr: "مقال بلغتين",
      excerptAr: "ملخص عربي",
      contentAr: "<p>نص عربي</p>",
      tagsAr: ["عروض"],
      languages: "both",
    });
    insertBlogPost(db, { title: "English Post", titleAr: "مسودة لم تنشر", languages: "en" });
    insertBlogPost(db, {
      title: "Arabic Post",
      titleAr: "مقال عربي",
      contentAr: "<p>بالعربية فقط</p>",
      languages: "ar",
    });
  },
});

const ORIGIN = "http://localhost:3000";
const meta = (html: string, key: string) =>
  decode(html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? "");
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)"`, "g"))].map((m) => m[1]);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
const title = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)![1]!);
/** The visible page (header to footer), without the head and the Flight data. */
const body = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
/** Where the language switch leads (its /lang door's `next`, decoded). */
const switcher = (html: string) =>
  decodeURIComponent(decode(html.match(/<a href="([^"]*)"[^>]*data-testid="language-switcher"/)![1]!));

describe("stores: Arabic where it exists, English marked otherwise", () => {
  test("a store with an Arabic name and description shows them unmarked on /ar, in the title, meta and JSON-LD", async () => {
    const { html } = await get("/ar/store/carrefour");
    const main = body(html);
    expect(main).toContain('<h1 class="text-3xl font-extrabold tracking-tight text-slate-900">كارفور</h1>');
    expect(main).toContain("عن <bdi>كارفور</bdi>");
    expect(main).toMatch(/<p class="mt-3 leading-relaxed text-slate-700" dir="auto">هايبرماركت بأسعار يومية<\/p>/);
    expect(main).toContain("<bdi>سوبرماركت</bdi>");
    expect(main).not.toContain("Carrefour");
    expect(title(html)).toBe("كارفور — عروض الإمارات");
    expect(meta(html, "description")).toBe("هايبرماركت بأسعار يومية");
    expect(jsonLd(html)).toMatchObject({ name: "كارفور", description: "هايبرماركت بأسعار يومية", inLanguage: "ar" });
    expect(jsonLd(html).address.addressRegion).toBe("دبي");
  });

  test("a store without Arabic shows its English name and description marked lang=en dir=ltr, isolated", async () => {
    const { html } = await get("/ar/store/nesto");
    const main = body(html);
    expect(main).toContain(
      '<h1 class="text-3xl font-extrabold tracking-tight text-slate-900"><bdi lang="en" dir="ltr">Nesto</bdi></h1>',
    );
    expect(main).toContain('عن <bdi lang="en" dir="ltr">Nesto</bdi>');
    expect(main).toContain('lang="en" dir="ltr">English only</p>');
    expect(main).toContain('<bdi lang="en" dir="ltr">Home Goods</bdi>');
    // Breadcrumb too.
    expect(main).toMatch(/<span class="text-slate-800"><bdi lang="en" dir="ltr">Nesto<\/bdi><\/span>/);
    expect(title(html)).toBe("Nesto — عروض الإمارات");
  });

  test("English pages show the English text with no marks and no Arabic", async () => {
    const { html } = await get("/store/carrefour");
    const main = body(html);
    expect(main).toContain('<h1 class="text-3xl font-extrabold tracking-tight text-slate-900">Carrefour</h1>');
    expect(main).not.toMatch(/[\u0600-\u06FF]/);
    expect(main).not.toContain('lang="');
    expect(jsonLd(html)).toMatchObject({ name: "Carrefour", inLanguage: "en" });
  });

  test("branches: names, addresses and hours in Arabic, or English marked", async () => {
    const ar = body((await get("/ar/store/carrefour?tab=branches")).html);
    expect(ar).toContain(">مول الإمارات</a>");
    expect(ar).toContain("البرشاء 1، دبي");
    expect(ar).toContain('<span dir="rtl">يوميًا من 10 صباحًا إلى 12 منتصف الليل</span>');
    const en = body((await get("/ar/store/nesto?tab=branches")).html);
    expect(en).toContain('<bdi lang="en" dir="ltr">Nesto Karama</bdi>');
    expect(en).toContain('<bdi lang="en" dir="ltr">Nesto Karama, Sheikh Zayed Road</bdi>');
    expect(en).toContain('<span lang="en" dir="ltr">9 AM - 11 PM</span>');
    // Emirate names come from the data, in Arabic.
    expect(en).toContain(">دبي<");
  });

  test("the branch page: name, address, hours, breadcrumb, title and JSON-LD in Arabic", async () => {
    const { html } = await get("/ar/branch/carrefour/mall-of-the-emirates");
    const main = body(html);
    expect(main).toMatch(/<h1 [^>]*>مول الإمارات<\/h1>/);
    expect(main).toContain('<a href="/ar/store/carrefour" class="hover:text-teal-700">كارفور</a>');
    expect(main).toContain('<dd class="font-medium text-slate-900">البرشاء 1، دبي</dd>');
    expect(main).toContain('<bdi dir="rtl">يوميًا من 10 صباحًا إلى 12 منتصف الليل</bdi>');
    expect(title(html)).toBe("مول الإمارات — دبي — عروض الإمارات");
    expect(meta(html, "description")).toBe("مول الإمارات، البرشاء 1، دبي");
    expect(jsonLd(html)).toMatchObject({
      name: "مول الإمارات",
      inLanguage: "ar",
      branchOf: { name: "كارفور" },
      address: { streetAddress: "البرشاء 1، دبي", addressRegion: "دبي" },
    });
    const nesto = body((await get("/ar/branch/nesto/nesto-karama")).html);
    expect(nesto).toMatch(/<h1 [^>]*><bdi lang="en" dir="ltr">Nesto Karama<\/bdi><\/h1>/);
    expect(nesto).toContain('<bdi lang="en" dir="ltr">9 AM - 11 PM</bdi>');
  });

  test("store cards, catalogue cards, the viewer's title and the footer's featured stores", async () => {
    const stores = body((await get("/ar/stores")).html);
    expect(stores).toMatch(/<h2 class="[^"]*">كارفور<\/h2>/);
    expect(stores).toMatch(/<h2 class="[^"]*"><bdi lang="en" dir="ltr">Nesto<\/bdi><\/h2>/);
    expect(stores).toMatch(/<p class="text-sm text-slate-500">سوبرماركت<\/p>/);
    expect(stores).toMatch(/<span class="flex-1">سوبرماركت<\/span>/); // the category filter
    const catalogs = (await get("/ar/catalogs")).html;
    // The card's title is a link that opens the catalogue, inside its heading.
    expect(body(catalogs)).toMatch(/<h2 class="font-bold text-slate-900"><a [^>]*>عروض الأسبوع<\/a><\/h2>/);
    expect(body(catalogs)).toMatch(
      /<h2 class="font-bold text-slate-900"><a [^>]*><bdi lang="en" dir="ltr">Big Savings<\/bdi><\/a><\/h2>/,
    );
    expect(body(catalogs)).toContain('data-catalog-title="Big Savings" data-catalog-title-lang="en"');
    expect(body(catalogs)).toMatch(/data-catalog-title="عروض الأسبوع" class=/);
    expect(catalogs).toMatch(/<option value="nesto"[^>]*lang="en">Nesto/);
    expect(catalogs).toMatch(/<option value="carrefour"[^>]*>كارفور/);
    const footer = (await get("/ar/about")).html.split("<footer")[1]!;
    expect(footer).toContain(">كارفور</a>");
    expect(footer).toContain('<bdi lang="en" dir="ltr">Nesto</bdi>');
  });

  test("og:locale is the page's language, the other as og:locale:alternate", async () => {
    const ar = (await get("/ar/store/carrefour")).html;
    expect(metas(ar, "og:locale")).toEqual(["ar_AE"]);
    expect(metas(ar, "og:locale:alternate")).toEqual(["en_AE"]);
    const en = (await get("/store/carrefour")).html;
    expect(metas(en, "og:locale")).toEqual(["en_AE"]);
    expect(metas(en, "og:locale:alternate")).toEqual(["ar_AE"]);
    expect(jsonLd((await get("/ar")).html)).toMatchObject({
      inLanguage: "ar",
      potentialAction: { target: `${ORIGIN}/ar/stores?search={search_term_string}` },
    });
  });
});

describe("articles: one URL per published language", () => {
  test("a post in both languages: each URL shows its own version, and both are alternates", async () => {
    const ar = (await get("/ar/blog/both-post")).html;
    expect(body(ar)).toMatch(/<h1 [^>]*dir="auto">مقال بلغتين<\/h1>/);
    expect(body(ar)).toContain("<p>نص عربي</p>");
    expect(body(ar)).toContain("#عروض");
    expect(body(ar)).not.toContain('data-testid="language-notice"');
    expect(title(ar)).toBe("مقال بلغتين — عروض الإمارات");
    expect(meta(ar, "description")).toBe("ملخص عربي");
    expect(canonical(ar)).toBe(`${ORIGIN}/ar/blog/both-post`);
    expect(hreflangs(ar)).toEqual({
      en: `${ORIGIN}/blog/both-post`,
      ar: `${ORIGIN}/ar/blog/both-post`,
      "x-default": `${ORIGIN}/blog/both-post`,
    });
    expect(jsonLd(ar)).toMatchObject({ headline: "مقال بلغتين", inLanguage: "ar", url: `${ORIGIN}/ar/blog/both-post` });
    expect(switcher(ar)).toBe("/lang/en?next=/blog/both-post");
    const en = (await get("/blog/both-post")).html;
    expect(body(en)).toMatch(/<h1 [^>]*>Both Post<\/h1>/);
    expect(jsonLd(en)).toMatchObject({ headline: "Both Post", inLanguage: "en" });
  });

  test("an English-only post on /ar: the English article, marked, with a notice in Arabic; only the English URL is named", async () => {
    const { res, html } = await get("/ar/blog/english-post");
    expect(res.status).toBe(200);
    const main = body(html);
    expect(main).toMatch(/<h1 [^>]*lang="en" dir="ltr">English Post<\/h1>/);
    expect(main).not.toContain("مسودة لم تنشر"); // an unpublished Arabic draft title stays hidden
    expect(main).toMatch(/data-testid="language-notice">هذا المقال متوفر بالإنجليزية فقط.<\/p>/);
    expect(main).toMatch(/<div class="article-body[^"]*" lang="en" dir="ltr"/);
    expect(canonical(html)).toBe(`${ORIGIN}/blog/english-post`);
    expect(hreflangs(html)).toEqual({ en: `${ORIGIN}/blog/english-post`, "x-default": `${ORIGIN}/blog/english-post` });
    expect(jsonLd(html)).toMatchObject({ inLanguage: "en", url: `${ORIGIN}/blog/english-post` });
    expect(switcher(html)).toBe("/lang/en?next=/blog/english-post");
    // From the English article the switch leads to the Arabic blog: there is no Arabic version.
    const en = (await get("/blog/english-post")).html;
    expect(switcher(en)).toBe("/lang/ar?next=/ar/blog");
    expect(hreflangs(en)).toEqual({ en: `${ORIGIN}/blog/english-post`, "x-default": `${ORIGIN}/blog/english-post` });
    expect(metas(en, "og:locale:alternate")).toEqual([]);
  });

  test("an Arabic-only post on the English site: the Arabic article, marked lang=ar dir=rtl, with a notice", async () => {
    const { res, html } = await get("/blog/arabic-post");
    expect(res.status).toBe(200);
    const main = body(html);
    expect(main).toMatch(/<h1 [^>]*lang="ar" dir="rtl">مقال عربي<\/h1>/);
    expect(main).toContain("This article is only available in Arabic.");
    expect(main).toMatch(/<div class="article-body[^"]*" lang="ar" dir="rtl"/);
    expect(main).toContain("<p>بالعربية فقط</p>");
    expect(canonical(html)).toBe(`${ORIGIN}/ar/blog/arabic-post`);
    expect(hreflangs(html)).toEqual({
      ar: `${ORIGIN}/ar/blog/arabic-post`,
      "x-default": `${ORIGIN}/ar/blog/arabic-post`,
    });
    expect(switcher(html)).toBe("/lang/ar?next=/ar/blog/arabic-post");
    expect(switcher((await get("/ar/blog/arabic-post")).html)).toBe("/lang/en?next=/blog");
  });

  test("lists keep every article; one in the other language only is marked with its language", async () => {
    const ar = body((await get("/ar/blog")).html);
    const card = (html: string, slug: string) =>
      html.match(new RegExp(`<a href="[^"]*/blog/${slug}"[\\s\\S]*?</a>`))![0];
    expect(card(ar, "english-post")).toContain('data-testid="post-language">بالإنجليزية</span>');
    expect(card(ar, "english-post")).toMatch(/lang="en" dir="ltr">English Post<\/h3>/);
    expect(card(ar, "both-post")).not.toContain("post-language");
    expect(card(ar, "both-post")).toContain(">مقال بلغتين</h3>");
    expect(card(ar, "arabic-post")).toContain(">مقال عربي</h3>");
    const en = body((await get("/blog")).html);
    expect(card(en, "arabic-post")).toContain('data-testid="post-language">In Arabic</span>');
    expect(card(en, "arabic-post")).toMatch(/lang="ar" dir="rtl">مقال عربي<\/h3>/);
    expect(card(en, "english-post")).not.toContain("post-language");
  });
});

describe("slugs and shared URLs survive an Arabic name", () => {
  test("adding an Arabic name through the API keeps the slug; old links, English and Arabic, still open the store", async () => {
    const before = (await admin("GET", "/api/stores/by-slug/nesto")).json;
    const put = await admin("PUT", `/api/stores/${before.id}`, {
      name: before.name,
      category: before.category,
      description: before.description,
      nameAr: "نستو",
      descriptionAr: "هايبرماركت للعائلات",
    });
    expect(put.json).toMatchObject({ slug: "nesto" });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ slug: "nesto", nameAr: "نستو" });
    // The admin who saved sees it at once (shoppers may get the page from before for seconds).
    const ar = await admin("GET", "/ar/store/nesto");
    expect(ar.status).toBe(200);
    expect(body(ar.json)).toMatch(/<h1 [^>]*>نستو<\/h1>/);
    expect(body(ar.json)).toContain("هايبرماركت للعائلات");
    expect((await get("/store/nesto")).res.status).toBe(200);
    expect((await get("/ar/branch/nesto/nesto-karama")).res.status).toBe(200);
    expect((await get("/sitemap.xml")).html).toContain("/ar/store/nesto</loc>");
  });
});
