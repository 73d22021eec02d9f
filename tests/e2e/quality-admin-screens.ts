/**
 * The admin screens the quality suite checks (quality-admin.e2e.ts), each with what makes it
 * ready to check: its data loaded, a form showing its errors, the Arabic tab open, side by
 * side, lists filtered to records without Arabic, a catalogue whose processing failed.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };

const noGate = (page: Page) => expect(page.getByTestId("auth-checking")).toHaveCount(0);
export const visible = (testId: string) => async (page: Page) => {
  await noGate(page);
  await expect(page.getByTestId(testId).first()).toBeVisible();
};
/** A new/edit form that has loaded its record (and its select options). */
const loadedForm = (testId: string, field: string) => async (page: Page) => {
  await noGate(page);
  await expect(page.getByTestId(testId).locator(`#${field}`)).not.toHaveValue("");
};
/** An empty form submitted, so every required field shows its error. */
const emptySubmitted = (testId: string) => async (page: Page) => {
  await noGate(page);
  const form = page.getByTestId(testId);
  await form.locator("button[type=submit]").click();
  await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
};

/** The first record of the demo data (not one a journey left behind). */
async function firstId(page: Page, url: string): Promise<number> {
  const body = await (await page.request.get(url)).json();
  const list = (Array.isArray(body) ? body : body.data) as { id: number; name?: string; title?: string }[];
  return list.find((r) => !/journey|test/i.test(r.name ?? r.title ?? ""))!.id;
}

/**
 * A catalogue whose PDF is password-protected: processing fails it, so its reason and Retry show.
 * An upload would refuse the file at once, so it is placed in the server's media and named by address.
 */
export const LOCKED = "Quality test locked flyer";
export async function addFailedCatalogue(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const { copyFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const name = `quality-locked-${crypto.randomUUID()}.pdf`;
  copyFileSync(
    new URL("../../src/jobs/catalog-pages/fixtures/encrypted.pdf", import.meta.url),
    join(process.env.E2E_DATA_DIR!, "media", "catalogs", name),
  );
  const stores = (await (await page.request.get("/api/stores")).json()) as { id: number }[];
  const created = await page.request.post("/api/catalogs", {
    headers: { Origin: origin },
    data: { title: LOCKED, storeId: stores[0]!.id, fileUrl: `/media/catalogs/${name}` },
  });
  expect(created.status()).toBe(201);
}

/** The catalogue list searched to the locked flyer, once processing has failed it. */
const failedShown = async (p: Page) => {
  await visible("catalog-row")(p);
  await p.getByTestId("admin-search").fill(LOCKED);
  await expect(p.getByTestId("processing").first()).toHaveAttribute("data-state", "failed", { timeout: 180_000 });
};

export async function screens(page: Page): Promise<Screen[]> {
  const [store, branch, catalog, blog] = await Promise.all([
    firstId(page, "/api/stores"),
    firstId(page, "/api/branches"),
    firstId(page, "/api/catalogs"),
    firstId(page, "/api/blogs"),
  ]);
  const catalogues = (await (await page.request.get("/api/catalogs")).json()) as { id: number; title: string }[];
  const locked = catalogues.find((c) => c.title === LOCKED)!.id;
  return [
    { name: "dashboard", path: "/admin", ready: visible("tiles") },
    { name: "stores", path: "/admin/stores", ready: visible("store-row") },
    { name: "store new (errors shown)", path: "/admin/stores/new", ready: emptySubmitted("store-form") },
    { name: "store edit", path: `/admin/stores/edit/${store}`, ready: loadedForm("store-form", "store-name") },
    { name: "branches", path: "/admin/branches", ready: visible("branch-row") },
    { name: "branch new", path: "/admin/branches/new", ready: visible("branch-form") },
    { name: "branch edit", path: `/admin/branches/edit/${branch}`, ready: loadedForm("branch-form", "branch-name") },
    { name: "catalogues", path: "/admin/catalogs", ready: visible("catalog-row") },
    { name: "catalogue new (errors shown)", path: "/admin/catalogs/new", ready: emptySubmitted("catalog-form") },
    {
      name: "catalogue edit",
      path: `/admin/catalogs/edit/${catalog}`,
      ready: loadedForm("catalog-form", "catalog-title"),
    },
    { name: "catalogues, processing failed (reason and Retry)", path: "/admin/catalogs", ready: failedShown },
    {
      name: "catalogue edit, processing failed",
      path: `/admin/catalogs/edit/${locked}`,
      ready: async (p) => {
        await loadedForm("catalog-form", "catalog-title")(p);
        await expect(p.getByTestId("form-processing")).toHaveAttribute("data-state", "failed");
      },
    },
    {
      name: "catalogue edit, processed",
      path: `/admin/catalogs/edit/${catalog}`,
      ready: async (p) => {
        await loadedForm("catalog-form", "catalog-title")(p);
        await expect(p.getByTestId("form-processing")).toHaveAttribute("data-state", "ready", { timeout: 180_000 });
      },
    },
    { name: "blogs", path: "/admin/blogs", ready: visible("blog-row") },
    { name: "blog new", path: "/admin/blogs/new", ready: visible("editor-content") },
    {
      name: "blog edit",
      path: `/admin/blogs/edit/${blog}`,
      ready: async (p) => {
        await loadedForm("blog-form", "blog-title")(p);
        await expect(p.getByTestId("editor-content")).not.toBeEmpty();
      },
    },
    {
      name: "categories (panel open)",
      path: "/admin/categories",
      ready: async (p) => {
        await visible("category-row")(p);
        await p.getByTestId("add-category").click();
        await expect(p.getByTestId("category-panel")).toBeVisible();
      },
    },
    {
      name: "emirates (a row in edit)",
      path: "/admin/emirates",
      ready: async (p) => {
        await visible("emirate-row")(p);
        await p.getByTestId("emirate-row").first().locator("button").first().click();
        await expect(p.getByTestId("emirate-name")).toBeVisible();
      },
    },
    { name: "messages", path: "/admin/messages", ready: visible("message") },
    {
      name: "API tokens (a new one shown once)",
      path: "/admin/tokens",
      ready: async (p) => {
        await visible("token-form")(p);
        await p.getByTestId("token-form").locator("input[name=name]").fill("Quality check token");
        await p.getByTestId("token-form").locator("button[type=submit]").click();
        await expect(p.getByTestId("new-token")).toBeVisible();
      },
    },
    { name: "audit log", path: "/admin/audit", ready: visible("audit-table") },
    {
      name: "import and export (a dry run's problems shown)",
      path: "/admin/import",
      ready: async (p) => {
        await visible("import-form")(p);
        const buffer = Buffer.from("slug,name,category\r\nquality-check,,Nowhere\r\n");
        await p.getByTestId("import-file").setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer });
        await expect(p.getByTestId("import-error").first()).toBeVisible();
        await expect(p.getByTestId("import-run")).toBeDisabled();
        await expect(p.getByTestId("import-report")).not.toContainText("{{");
      },
    },
    {
      name: "sitemap",
      path: "/admin/sitemap",
      ready: async (p) => {
        await noGate(p);
        await expect(p.locator("[data-testid=sitemap-info], [data-testid=sitemap-none]").first()).toBeVisible();
      },
    },
    {
      name: "store edit, Arabic tab open",
      path: `/admin/stores/edit/${store}`,
      ready: async (p) => {
        await loadedForm("store-form", "store-name")(p);
        await p.getByTestId("store-texts-tab-ar").click();
        await expect(p.locator("#store-nameAr")).toBeVisible();
      },
    },
    {
      name: "blog new, Arabic version required (errors shown in the Arabic tab)",
      path: "/admin/blogs/new",
      ready: async (p) => {
        await noGate(p);
        // The Arabic tab is remembered from the screen before: write the English title first.
        await p.getByTestId("blog-texts-tab-en").click();
        await p.locator("#blog-title").fill("Quality check");
        await p.locator("#blog-category").selectOption({ index: 1 });
        await p.getByTestId("blog-languages-both").check();
        await p.getByTestId("blog-form").locator("button[type=submit]").click();
        await expect(p.locator("#blog-contentAr-error")).toBeVisible();
        await expect(p.getByTestId("editor-content-ar")).toBeVisible();
      },
    },
    {
      name: "catalogue edit, side by side",
      path: `/admin/catalogs/edit/${catalog}`,
      ready: async (p) => {
        await loadedForm("catalog-form", "catalog-title")(p);
        await p.getByTestId("catalog-texts-side-by-side").click();
        await expect(p.locator("#catalog-titleAr")).toBeVisible();
        await expect(p.locator("#catalog-title")).toBeVisible();
      },
    },
    {
      name: "blog edit, side by side",
      path: `/admin/blogs/edit/${blog}`,
      ready: async (p) => {
        await loadedForm("blog-form", "blog-title")(p);
        await expect(p.getByTestId("editor-content-ar")).toBeVisible();
        await expect(p.getByTestId("editor-content")).toBeVisible();
      },
    },
    {
      name: "stores, missing Arabic only",
      path: "/admin/stores?missingArabic=1",
      ready: async (p) => {
        await noGate(p);
        await expect(p.getByTestId("missing-arabic-filter")).toBeChecked();
        await expect(p.locator("[data-testid=store-row], [data-testid=admin-empty]").first()).toBeVisible();
      },
    },
    {
      name: "blogs, missing Arabic only",
      path: "/admin/blogs?missingArabic=1",
      ready: async (p) => {
        await noGate(p);
        await expect(p.getByTestId("missing-arabic-filter")).toBeChecked();
        await expect(p.locator("[data-testid=blog-row], [data-testid=admin-empty]").first()).toBeVisible();
      },
    },
    {
      name: "categories, missing Arabic only, panel open",
      path: "/admin/categories?missingArabic=1",
      ready: async (p) => {
        await noGate(p);
        await expect(p.getByTestId("missing-arabic-filter")).toBeChecked();
        await p.getByTestId("add-category").click();
        await expect(p.getByTestId("category-name-ar")).toBeAttached();
      },
    },
    {
      name: "emirates, missing Arabic only",
      path: "/admin/emirates?missingArabic=1",
      ready: async (p) => {
        await noGate(p);
        await expect(p.getByTestId("missing-arabic-filter")).toBeChecked();
        await expect(p.getByTestId("emirates-table")).toBeVisible();
      },
    },
    {
      name: "settings (password mismatch shown)",
      path: "/admin/settings",
      ready: async (p) => {
        await noGate(p);
        const form = p.getByTestId("password-form");
        const inputs = form.locator("input[type=password]");
        await inputs.nth(0).fill("not-checked-before-the-mismatch");
        await inputs.nth(1).fill("a-new-password");
        await inputs.nth(2).fill("another-password");
        await form.locator("button[type=submit]").click();
        await expect(p.getByTestId("password-error")).toBeVisible();
      },
    },
  ];
}
