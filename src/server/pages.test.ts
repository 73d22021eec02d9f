import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { listLatestPublishedPosts } from "../../db/queries/posts.ts";
import { listStoreBranches } from "../../db/queries/branches.ts";
import { listStoreCards } from "../../db/queries/store-cards.ts";
import { insertBlogPost } from "../../db/seed/factories.ts";
import { XSS_CORPUS } from "../../tests/fixtures/xss.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { flightPayload, inlineExecutableScripts, storeCardNames } from "../../tests/helpers/html.ts";
import { dubaiToday } from "../lib/dates.ts";
import { createApp } from "../../tests/helpers/app.ts";
import { loadConfig } from "./config.ts";
import { invalidatePages } from "./page-cache.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
const today = dubaiToday();

beforeAll(async () => {
  env = freshDb();
  await seedDemo(env.db, { dataDir: env.dataDir, scale: 1, today });
  invalidatePages();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
});
afterAll(() => env.cleanup());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { res, html: await res.text() };
}

describe("every page renders on the server in English and Arabic", () => {
  const pages = ["/", "/stores", "/stores?page=2", "/stores?view=list&sort=name", "/store/SLUG", "/store/SLUG?tab=branches", "/store/SLUG?tab=catalogs", "/store/SLUG?tab=contact", "/branch/SLUG/BRANCH", "/catalogs", "/catalogs?sort=pages&view=list&page=2", "/blog", "/blog?category=Electronics", "/blog/POST", "/about", "/contact", "/privacy", "/terms"];
  for (const lang of ["en", "ar"] as const) {
    for (const page of pages) {
      test(`${lang} ${page} is complete HTML with no inline executable script`, async () => {
        const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
        const branch = listStoreBranches(env.db, store.id)[0]!.slug;
        const path = (lang === "ar" ? (page === "/" ? "/ar" : `/ar${page}`) : page).replace("SLUG", store.slug).replace("BRANCH", branch).replace("POST", listLatestPublishedPosts(env.db, 1)[0]!.slug);
        const { res, html } = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
        expect(html).toContain(lang === "ar" ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
        expect(inlineExecutableScripts(html)).toEqual([]);
        expect(html).toMatch(/<script type="module" src="\/assets\/bootstrap-[a-z0-9]+\.js"/);
        expect(flightPayload(html).length).toBeGreaterThan(100);
        expect(html).toContain('<link rel="alternate" hrefLang="ar"');
      });
    }
  }
});

describe("the content security policy", () => {
  test("allows scripts only from the site itself, without unsafe-inline", async () => {
    const { res } = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.match(/script-src ([^;]*)/)?.[1]).toBe("'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("the Flight data block cannot close its own tag", async () => {
    const { html } = await get("/stores");
    const block = html.match(/<script type="text\/x-component" id="__flight">([\s\S]*?)<\/script>/)![1]!;
    expect(block).not.toContain("<");
  });
});

describe("home and stores show the stores in the HTML itself", () => {
  test("home lists the first nine stores by popularity, featured first", async () => {
    const { html } = await get("/");
    const expected = listStoreCards(env.db, { today }, "popularity", 1, 9).items;
    expect(storeCardNames(html)).toEqual(expected.map((s) => s.name));
    expect(expected[0]!.featured).toBe(true);
  });

  test("/stores?page=2 shows the next nine stores", async () => {
    const first = storeCardNames((await get("/stores")).html);
    const second = storeCardNames((await get("/stores?page=2")).html);
    expect(first).toHaveLength(9);
    expect(second).toHaveLength(9);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(second).toEqual(listStoreCards(env.db, { today }, "popularity", 2, 9).items.map((s) => s.name));
  });

  test("the home hero search filters by text and emirate", async () => {
    const { html } = await get("/?search=pharmacy");
    const names = storeCardNames(html);
    expect(names.length).toBeGreaterThan(0);
    expect(listStoreCards(env.db, { today, search: "pharmacy" }, "popularity", 1, 9).items.map((s) => s.name)).toEqual(names);
    const dubai = storeCardNames((await get("/?emirate=fujairah")).html);
    expect(dubai).toEqual(listStoreCards(env.db, { today, emirateSlug: "fujairah" }, "popularity", 1, 9).items.map((s) => s.name));
  });

  test("/stores filters by category, emirate and features, and says so when nothing matches", async () => {
    const filtered = storeCardNames((await get("/stores?emirate=ajman&hasCatalogs=true")).html);
    expect(filtered).toEqual(listStoreCards(env.db, { today, emirateSlug: "ajman", hasCatalogs: true }, "popularity", 1, 9).items.map((s) => s.name));
    const none = await get("/stores?search=zzzz-no-such-store");
    expect(storeCardNames(none.html)).toEqual([]);
    expect(none.html).toContain("No stores found matching your criteria.");
    expect(none.html).toContain("Clear Filters");
  });

  test("the footer lists at most 14 featured stores and the 2025 copyright", async () => {
    const { html } = await get("/stores");
    const footer = html.slice(html.indexOf("<footer"));
    const links = [...footer.matchAll(/href="\/store\/[^"]+"/g)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(14);
    expect(footer).toContain("© 2025");
  });

  test("Arabic pages are in Arabic", async () => {
    expect((await get("/ar")).html).toContain("اكتشف أفضل العروض");
    expect((await get("/ar/stores")).html).toContain("جميع المتاجر");
  });
});

describe("branch and catalogue pages", () => {
  test("a branch page shows address, directions, the map or its fallback, and other branches", async () => {
    const store = listStoreCards(env.db, { today, multipleBranches: true }, "popularity", 1, 1).items[0]!;
    const branches = listStoreBranches(env.db, store.id);
    const withMap = branches.find((b) => b.latitude);
    const { html } = await get(`/branch/${store.slug}/${withMap!.slug}`);
    expect(html).toContain(withMap!.address.replace(/&/g, "&amp;"));
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(html).toContain("https://www.openstreetmap.org/export/embed.html?bbox=");
    expect(html).toContain(`Other branches of ${store.name.replace(/&/g, "&amp;")}`);
    const noMap = env.db.$client.query("SELECT s.slug AS store, b.slug AS branch FROM branches b JOIN stores s ON s.id = b.store_id WHERE b.latitude IS NULL LIMIT 1").get() as { store: string; branch: string };
    const fallback = (await get(`/branch/${noMap.store}/${noMap.branch}`)).html;
    expect(fallback).toContain("View on Google Maps");
    expect(fallback).not.toContain("openstreetmap.org/export/embed");
  });

  test("an unknown branch is a 404 'Branch Not Found' with a way home", async () => {
    const { res, html } = await get("/branch/nope/nope");
    expect(res.status).toBe(404);
    expect(html).toContain("Branch Not Found");
    expect(html).toContain("Back to Home");
  });

  test("/catalogs lists 12 live catalogues a page, never expired ones, and says so when nothing matches", async () => {
    const { html } = await get("/catalogs");
    expect((html.match(/data-testid="catalog-card"/g) ?? []).length).toBe(12);
    const expired = env.db.$client.query("SELECT title FROM catalogs WHERE expiry_date < ?").all(today) as { title: string }[];
    expect(expired.length).toBeGreaterThan(0);
    const all = env.db.$client.query("SELECT count(*) AS n FROM catalogs WHERE expiry_date IS NULL OR expiry_date >= ?").get(today) as { n: number };
    expect(html).toContain(`${all.n} catalogues`);
    const none = (await get("/catalogs?search=zzzz-nothing")).html;
    expect(none).toContain("No Catalogs Found");
    expect(none).toContain("No catalogs match your search criteria.");
  });
});

describe("blog pages", () => {
  test("/blog shows published articles only, with dates as 'Mon D, YYYY'", async () => {
    const { html } = await get("/blog");
    const drafts = env.db.$client.query("SELECT title FROM blog_posts WHERE status <> 'published'").all() as { title: string }[];
    for (const d of drafts) expect(html).not.toContain(d.title);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/);
  });

  test("search covers tags; nothing found says so with the hint", async () => {
    expect((await get("/blog?search=DSF")).html).toContain("Dubai Shopping Festival");
    const none = (await get("/blog?search=zzzz")).html;
    expect(none).toContain("No articles found");
    expect(none).toContain("Try adjusting your search or filter criteria");
  });

  test("an unknown or unpublished article is a 404 'Article Not Found'", async () => {
    const { res, html } = await get("/blog/no-such-post");
    expect(res.status).toBe(404);
    expect(html).toContain("Article Not Found");
    const draft = env.db.$client.query("SELECT slug FROM blog_posts WHERE status = 'draft' LIMIT 1").get() as { slug: string };
    expect((await get(`/blog/${draft.slug}`)).res.status).toBe(404);
  });

  test("stored HTML is sanitized again on render, so even content written around the API is inert", async () => {
    insertBlogPost(env.db, { title: "Raw Insert", slug: "raw-insert", status: "published", content: `<p>ok</p>${XSS_CORPUS.join("")}` });
    invalidatePages();
    const { html } = await get("/blog/raw-insert");
    const body = html.slice(html.indexOf('data-testid="article-body"'), html.indexOf("</article>")).toLowerCase();
    for (const bad of ["<script", "onerror", "onload", "javascript:", "<iframe", "<object", "<embed", "<style", "srcdoc"]) expect(body).not.toContain(bad);
    expect(inlineExecutableScripts(html)).toEqual([]);
  });
});

describe("structured data", () => {
  const jsonLd = (html: string) => {
    const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    return m ? JSON.parse(m[1]!) : null;
  };

  test("home, store, branch, catalogues and articles carry schema.org JSON-LD", async () => {
    expect(jsonLd((await get("/")).html).potentialAction.target).toBe("http://localhost:3000/stores?search={search_term_string}");
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    expect(jsonLd((await get(`/store/${store.slug}`)).html)).toMatchObject({ "@type": "Store", name: store.name, address: { addressCountry: "AE" } });
    const branch = listStoreBranches(env.db, store.id)[0]!;
    expect(jsonLd((await get(`/branch/${store.slug}/${branch.slug}`)).html)).toMatchObject({ "@type": "Store", address: { streetAddress: branch.address } });
    expect(jsonLd((await get("/catalogs")).html).itemListElement).toHaveLength(12);
    const post = listLatestPublishedPosts(env.db, 1)[0]!;
    expect(jsonLd((await get(`/blog/${post.slug}`)).html)).toMatchObject({ "@type": "BlogPosting", headline: post.title, author: { name: post.author } });
  });

  test("a store without a logo emits no JSON-LD", async () => {
    const store = listStoreCards(env.db, { today }, "name", 1, 1).items[0]!;
    env.db.$client.run("UPDATE stores SET logo = NULL WHERE id = ?", [store.id]);
    invalidatePages();
    expect(jsonLd((await get(`/store/${store.slug}`)).html)).toBeNull();
  });
});

describe("static pages", () => {
  test("privacy and terms list every section the spec names and are dated June 14, 2025", async () => {
    const privacy = (await get("/privacy")).html;
    for (const s of ["Overview", "Information we collect", "Your rights", "International transfers", "Retention", "Children", "Changes to this policy", "Contact"]) expect(privacy).toContain(s);
    expect(privacy).toContain("under 16");
    const terms = (await get("/terms")).html;
    for (const s of ["Agreement", "Prohibited uses", "Intellectual property and takedown", "Limitation of liability", "Indemnification", "Governing law", "Severability"]) expect(terms).toContain(s);
    expect(terms).toContain("12 months");
    expect(terms).toContain("courts of Dubai");
    for (const html of [privacy, terms]) expect(html).toContain("Last updated: June 14, 2025");
    expect((await get("/ar/privacy")).html).toContain("آخر تحديث: 14 يونيو 2025");
  });

  test("about shows stats from the real data; contact promises a reply within 24 hours", async () => {
    const about = (await get("/about")).html;
    const stores = (env.db.$client.query("SELECT count(*) AS n FROM stores").get() as { n: number }).n;
    expect(about).toContain(`>${stores}</dd>`);
    const contact = (await get("/contact")).html;
    expect(contact).toContain("within 24 hours");
    expect(contact).toContain('data-testid="contact-form"');
  });
});

describe("not found", () => {
  test("an unknown store answers 404 with 'Store Not Found' and a way back", async () => {
    const { res, html } = await get("/store/no-such-store");
    expect(res.status).toBe(404);
    expect(html).toContain("Store Not Found");
    expect(html).toContain("The store you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain("Back to Stores");
  });

  test("any other path answers 404 'Page Not Found', in both languages", async () => {
    const en = await get("/no/such/page");
    expect(en.res.status).toBe(404);
    expect(en.html).toContain("Page Not Found");
    const ar = await get("/ar/no-such-page");
    expect(ar.res.status).toBe(404);
    expect(ar.html).toContain("الصفحة غير موجودة");
  });
});

describe("addresses", () => {
  test("a trailing slash redirects permanently to the address without it", async () => {
    const res = await app.request("/stores/?page=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/stores?page=2");
  });

  test("a visitor arriving from outside with an Arabic browser is sent to the Arabic twin", async () => {
    const res = await app.request("/stores?page=2", { headers: { "Accept-Language": "ar-AE,ar;q=0.9", "Sec-Fetch-Site": "none" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/stores?page=2");
  });

  test("navigation inside the site follows the URL, whatever the browser's language", async () => {
    const res = await app.request("/stores", { headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(200);
    const chosen = await app.request("/", { headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none", Cookie: "lang=en" } });
    expect(chosen.status).toBe(200);
  });

  test("GET /healthz answers ok when the database answers", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  test("hashed assets are served as immutable and gzipped on request", async () => {
    const { html } = await get("/");
    const css = html.match(/href="(\/assets\/app-[a-z0-9]+\.css)"/)![1]!;
    const res = await app.request(css, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  test("unknown /api routes answer JSON 404", async () => {
    const res = await app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found", issues: [], code: "not_found" });
  });

  test("media files are served from DATA_DIR/media and paths cannot escape it", async () => {
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    const logo = await app.request(store.logo!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    for (const evil of ["/media/..%2f..%2fetc%2fpasswd", "/media/%2e%2e/test.db", "/media/stores/..%2F..%2Ftest.db"]) {
      expect((await app.request(evil)).status).toBe(404);
    }
  });
});

describe("the page cache", () => {
  test("serves the same bytes again and refreshes after content changes", async () => {
    const a = await get("/stores?sort=name");
    const b = await get("/stores?sort=name");
    expect(b.html).toBe(a.html);
    const first = storeCardNames(a.html)[0]!;
    env.db.$client.run("UPDATE stores SET name = 'AAA Renamed Store' WHERE name = ?", [first]);
    expect(storeCardNames((await get("/stores?sort=name")).html)[0]).toBe(first); // still cached
    invalidatePages();
    expect(storeCardNames((await get("/stores?sort=name")).html)[0]).toBe("AAA Renamed Store");
  });

  test("refreshes when another process (the CLI) writes to the database", async () => {
    const first = storeCardNames((await get("/stores?sort=name&v=cli")).html)[0]!;
    const other = new Database(`${env.dataDir}/test.db`);
    other.run("UPDATE stores SET name = '0 Renamed By CLI' WHERE name = ?", [first]);
    other.close();
    expect(storeCardNames((await get("/stores?sort=name&v=cli")).html)[0]).toBe("0 Renamed By CLI");
  });

  test("answers 304 to a matching If-None-Match", async () => {
    const first = await app.request("/stores");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/stores", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("query strings", () => {
  test("empty values from GET forms redirect to the clean URL", async () => {
    const res = await app.request("/?search=pharmacy&emirate=");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?search=pharmacy");
    const all = await app.request("/stores?category=&emirate=");
    expect(all.headers.get("location")).toBe("/stores");
  });
});

describe("HTTPS deployments", () => {
  test("send HSTS for a year or more when PUBLIC_ORIGIN is https", async () => {
    const secure = createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" }));
    const hsts = (await secure.request("/healthz")).headers.get("strict-transport-security") ?? "";
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect((await app.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  test("frames are limited to this site and the map provider", async () => {
    const csp = (await app.request("/")).headers.get("content-security-policy")!;
    expect(csp).toContain("frame-src 'self' https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe("when rendering fails", () => {
  test("the visitor gets a 500 page with Try again, not a stack trace", async () => {
    const broken = createApp(loadConfig({ DATA_DIR: env.dataDir }));
    env.db.$client.run("ALTER TABLE stores RENAME TO stores_gone");
    invalidatePages();
    const spy = console.error;
    console.error = () => {};
    try {
      const res = await broken.request("/stores?page=3&broken=1");
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain('href="/stores?page=3&amp;broken=1"');
      expect(html).not.toContain("SQLITE");
      expect(inlineExecutableScripts(html)).toEqual([]);
    } finally {
      console.error = spy;
      env.db.$client.run("ALTER TABLE stores_gone RENAME TO stores");
    }
  });
});

describe("the contact form without JavaScript", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const good = { firstName: "Noor", lastName: "Hassan", email: "noor@example.ae", phone: "", company: "", subject: "No JS", message: "Sent without JavaScript.", agreeToTerms: "on" };
  const post = (body: string, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) =>
    app.request("/contact", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });

  test("posts to its own page, stores the message and comes back with a thank-you", async () => {
    const res = await post(form(good));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'No JS'").get()).toEqual({ n: 1 });
    expect((await get("/contact?sent=1")).html).toContain("Your message was sent");
    expect((await get("/contact")).html).toMatch(/data-testid="contact-form" action="\/contact" method="post"/);
  });

  test("a missing field or the unticked agreement comes back with ?invalid=1 and stores nothing", async () => {
    const res = await post(form({ ...good, subject: "Bad", agreeToTerms: "" }));
    expect(res.headers.get("location")).toBe("/contact?invalid=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Bad'").get()).toEqual({ n: 0 });
  });

  test("a body over 1 MiB is refused with 413", async () => {
    const res = await post(form({ ...good, message: "x".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });

  test.each([
    ["/contact", "multipart/form-data", "firstName=x", "en", 1],
    ["/ar/contact", "multipart/form-data", "firstName=x", "ar", 2],
    ["/contact", "multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"subject\"\r\n\r\nMalformed", "en", 3],
    ["/ar/contact", "multipart/form-data; boundary=", "--\r\n", "ar", 4],
  ])("a malformed form body (%s, %s) is a 400 page that explains and offers the form again (F5)", async (path, type, body, lang, n) => {
    // Its own address per case (through a trusted proxy header): malformed posts count against the form's limit like any other.
    const proxied = createApp(loadConfig({ DATA_DIR: env.dataDir, TRUSTED_PROXY_HEADER: "X-Real-IP" }));
    const res = await proxied.request(path, { method: "POST", body, headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", "X-Real-IP": `10.5.0.${n}` } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`lang="${lang}"`);
    expect(html).toContain('data-testid="contact-invalid"');
    expect(html).toContain('data-testid="contact-form"');
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Malformed'").get()).toEqual({ n: 0 });
  });

  test("a cross-site post is refused", async () => {
    const res = await post(form({ ...good, subject: "Cross" }), { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Cross'").get()).toEqual({ n: 0 });
  });
});
