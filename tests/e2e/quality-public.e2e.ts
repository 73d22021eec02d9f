/**
 * Every public template, in English and Arabic, passes axe-core (WCAG 2.x A/AA) as the browser
 * shows it and the W3C Nu HTML checker on the HTML the server sends: at desktop size, at phone
 * size for a few pages, and in the states a visitor reaches (the catalogue viewer open, the
 * mobile menu open, the contact form showing its errors, an achievement toast). The slugs come
 * from the demo data through the API.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const LANGS = ["", "/ar"] as const;

type Slugs = { store: string; branch: string; article: string; catalogPage: string; hitPage: string };

/** A store with branches and catalogues, one of its branches, and a published article. */
async function demoSlugs(request: APIRequestContext): Promise<Slugs> {
  const stores = (await (await request.get("/api/stores")).json()) as { slug: string; id: number }[];
  for (const s of stores) {
    const store = (await (await request.get(`/api/stores/by-slug/${s.slug}`)).json()) as {
      branches?: { slug: string }[];
    };
    const branch = store.branches?.[0];
    if (branch && (store.branches?.length ?? 0) > 1) {
      const posts = (await (await request.get("/api/blogs")).json()) as { slug: string }[];
      // A processed catalogue's page URL (the e2e server processes the demo before it serves).
      const catalogs = (await (await request.get("/api/catalogs")).json()) as { id: number }[];
      // A page that says milk, opened from the search: its hits marked on the image.
      const found = (await (await request.get("/api/search?q=milk")).json()) as {
        results: { hits: { url: string }[] }[];
      };
      return {
        store: s.slug,
        branch: `${s.slug}/${branch.slug}`,
        article: posts[0]!.slug,
        catalogPage: `/catalogs/${catalogs[0]!.id}/page/2`,
        hitPage: `${found.results[0]!.hits[0]!.url}?q=milk`,
      };
    }
  }
  throw new Error("the demo data has no store with branches");
}

/** Every public template: the path without the language prefix. */
function templates(s: Slugs): string[] {
  return [
    "/",
    "/?sort=location",
    "/stores",
    "/stores?view=list",
    "/stores?page=2",
    "/stores?hasCatalogs=true&sort=name",
    `/store/${s.store}`,
    `/store/${s.store}?tab=branches`,
    `/store/${s.store}?tab=catalogs`,
    `/store/${s.store}?tab=contact`,
    `/branch/${s.branch}`,
    "/catalogs",
    s.catalogPage,
    s.hitPage,
    "/search",
    "/search?q=milk",
    `/search?q=${encodeURIComponent("حليب تلفزيون")}`,
    "/search?q=no-such-product-anywhere",
    "/blog",
    `/blog/${s.article}`,
    "/about",
    "/achievements",
    // A new visitor's lists (empty); a list with items and a shared list: tests/e2e/shopping-lists.e2e.ts.
    "/lists",
    "/contact",
    "/privacy",
    "/terms",
    // The offline worker's fallback (nothing saved here: its saved list is checked in tests/e2e/offline.e2e.ts).
    "/offline",
    "/no-such-page",
    // The iframe page a retailer embeds (issue 27), a later page, and its own 404.
    `/embed/store/${s.store}`,
    `/embed/store/${s.store}?page=2`,
    "/embed/store/no-such-store",
  ];
}

const PHONE_PAGES = (s: Slugs) => [
  "/",
  "/stores",
  `/store/${s.store}`,
  `/branch/${s.branch}`,
  "/catalogs",
  s.catalogPage,
  s.hitPage,
  "/search?q=milk",
  `/blog/${s.article}`,
  "/achievements",
  "/lists",
  "/contact",
  "/offline",
  `/embed/store/${s.store}`,
];

/** Label -> findings; prints a per-page count table so a failure reads as a to-do list. */
function report(kind: string, findings: Record<string, string[]>, checked: string[]): string {
  const lines = checked.map((label) => `${String(findings[label]?.length ?? 0).padStart(4)}  ${label}`);
  const details = Object.entries(findings)
    .filter(([, f]) => f.length > 0)
    .map(([label, f]) => `\n${label}\n  ${f.join("\n  ")}`);
  return `${kind} per page:\n${lines.join("\n")}\n${details.join("\n")}`;
}

function expectClean(kind: string, findings: Record<string, string[]>, checked: string[]) {
  const message = report(kind, findings, checked);
  const total = Object.values(findings).reduce((n, f) => n + f.length, 0);
  if (total > 0) console.log(message);
  expect(total, message).toBe(0);
}

async function axeOn(page: Page, url: string, findings: Record<string, string[]>, label = url) {
  const res = await page.goto(url);
  expect(res, url).not.toBeNull();
  await waitForHydration(page);
  findings[label] = await axeViolations(page);
}

let slugs: Slugs;
test.beforeAll(async ({ request }) => {
  slugs = await demoSlugs(request);
});

for (const lang of LANGS) {
  test(`axe finds nothing on any public template at desktop size (${lang || "en"})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    const findings: Record<string, string[]> = {};
    const urls = templates(slugs).map((p) => (lang && p === "/" ? lang : `${lang}${p}`));
    for (const url of urls) await axeOn(page, url, findings);
    expectClean("axe violations (desktop)", findings, urls);
  });

  test(`axe finds nothing at phone size, with the mobile menu open too (${lang || "en"})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const findings: Record<string, string[]> = {};
    const urls = PHONE_PAGES(slugs).map((p) => (lang && p === "/" ? lang : `${lang}${p}`));
    for (const url of urls) await axeOn(page, url, findings);
    const menu = `${lang}/stores (menu open)`;
    await page.goto(`${lang}/stores`);
    await waitForHydration(page);
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(page.getByTestId("mobile-menu")).toHaveAttribute("open", "");
    findings[menu] = await axeViolations(page);
    expectClean("axe violations (phone)", findings, [...urls, menu]);
  });

  test(`axe finds nothing with the viewer open, the contact form's errors shown, and a toast (${lang || "en"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const findings: Record<string, string[]> = {};
    const viewer = `${lang}/catalogs (viewer open)`;
    await page.goto(`${lang}/catalogs`);
    await waitForHydration(page);
    await page.getByTestId("view-catalog").first().click();
    await expect(page.getByTestId("viewer-image")).toBeVisible();
    findings[viewer] = await axeViolations(page);
    // Opening a catalogue earns an achievement: its toast is on screen once the viewer closes.
    const toast = `${lang}/catalogs (toast)`;
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("toast")).toBeVisible();
    // Held on screen while the pointer is over it: axe takes seconds on a busy machine.
    await page.getByTestId("toast").hover();
    findings[toast] = await axeViolations(page);

    const contact = `${lang}/contact (errors shown)`;
    await page.goto(`${lang}/contact`);
    await waitForHydration(page);
    await page.getByTestId("contact-form").locator("button[type=submit]").click();
    await expect(page.getByTestId("contact-error")).toBeVisible();
    findings[contact] = await axeViolations(page);

    const menuPhone = `${lang}/catalogs (viewer open, phone)`;
    await page.setViewportSize(PHONE);
    await page.goto(`${lang}/catalogs`);
    await waitForHydration(page);
    await page.getByTestId("catalog-title").first().click();
    await expect(page.getByTestId("viewer-image")).toBeVisible();
    findings[menuPhone] = await axeViolations(page);
    expectClean("axe violations (states)", findings, [viewer, toast, contact, menuPhone]);
  });
}

test("the HTML checker finds no error in the server's HTML of any public template, in English and Arabic", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const documents: HtmlDocument[] = [];
  for (const lang of LANGS) {
    for (const p of templates(slugs)) {
      const url = lang && p === "/" ? lang : `${lang}${p}`;
      const res = await request.get(url);
      expect([200, 404], url).toContain(res.status());
      documents.push({ label: url, html: await res.text() });
    }
    // The no-JavaScript contact form comes back with its "not sent" or "sent" notice.
    for (const notice of ["invalid", "sent"]) {
      const url = `${lang}/contact?${notice}=1`;
      documents.push({ label: url, html: await (await request.get(url)).text() });
    }
  }
  expectClean(
    "HTML checker errors",
    htmlErrors(documents),
    documents.map((d) => d.label),
  );
});
