/**
 * The admin defects of issue 11 as an operator meets them: section links on every screen
 * (a menu on a phone, right to left in Arabic), the live sitemap's facts, a Pages field,
 * Arabic and accented names that save, errors that belong to the latest attempt, and a
 * refused delete that says why. Signs in with the e2e operator and never changes its password.
 */
import { confirmDelete, deleteLeftovers, expect, signIn, test } from "./fixtures.ts";

test("every admin screen links to every section and marks the current one", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/stores");
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const names = [
    "Dashboard",
    "Stores",
    "Branches",
    "Catalogs",
    "Blog",
    "Categories",
    "Emirates",
    "Messages",
    "Sitemap",
    "Settings",
  ];
  for (const name of names) await expect(nav.getByRole("link", { name, exact: false }).first()).toBeVisible();
  await expect(nav.locator("[aria-current=page]")).toHaveText("Stores");
  await nav.getByRole("link", { name: "Branches" }).click();
  await expect(page).toHaveURL(/\/admin\/branches$/);
  await expect(page.getByRole("navigation", { name: "Admin sections" }).locator("[aria-current=page]")).toHaveText(
    "Branches",
  );
  // A form belongs to its section.
  await page.goto("/admin/catalogs/new");
  await expect(nav.locator("[aria-current=page]")).toHaveText("Catalogs");
  await page.goto("/admin");
  await expect(nav.locator("[aria-current=page]")).toHaveText("Dashboard");
});

test("on a phone the sections sit behind a Menu button, also in Arabic, right to left", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "/ar");
  await page.goto("/ar/admin/stores");
  const nav = page.getByRole("navigation", { name: "أقسام الإدارة" });
  const toggle = nav.getByRole("button", { name: "القائمة" });
  await expect(nav.getByRole("link", { name: "الفروع" })).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.locator("[aria-current=page]")).toHaveText("المتاجر");
  const branches = nav.getByRole("link", { name: "الفروع" });
  await expect(branches).toBeVisible();
  // Right to left: the list starts at the right edge.
  const box = (await branches.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(390 - 60);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await branches.click();
  await expect(page).toHaveURL(/\/ar\/admin\/branches$/);
});

test("the sitemap page shows the live sitemap: its address, how many URLs it lists now, and a link", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/sitemap");
  await expect(page.getByTestId("sitemap-info")).toBeVisible();
  await expect(page.getByText("No sitemap found")).toHaveCount(0);
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const urls = (xml.match(/<loc>/g) ?? []).length;
  expect(urls).toBeGreaterThan(100);
  await expect(page.getByTestId("sitemap-pages")).toHaveText(new Intl.NumberFormat("en").format(urls));
  await expect(page.getByRole("link", { name: "Open sitemap.xml" })).toHaveAttribute("href", /\/sitemap\.xml$/);
  await page.getByTestId("generate-sitemap").click();
  await expect(page.getByTestId("toast")).toContainText("Sitemap generated successfully!");
  await expect(page.getByTestId("sitemap-generated")).toContainText(`${urls} addresses then`);
});

test("the password form shows only what its latest attempt got wrong", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill("a-new-password");
  await form.getByLabel("Confirm new password").fill("a-new-password");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("password-error")).toHaveText("Current password is incorrect");
  await expect(page.getByTestId("toast")).toContainText("Current password is incorrect");
  consoleErrors.splice(0); // the browser logs the refused request; that is this step's point
  await form.getByLabel("Confirm new password").fill("something-else");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("password-error")).toHaveText("New passwords do not match");
  await expect(page.getByText("Current password is incorrect")).toHaveCount(0);
});

test("deleting a category that stores use says why and does not suggest trying again", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.goto("/admin/categories");
  await expect(page.getByTestId("category-row").first()).toBeVisible();
  const counts = (await page.getByTestId("category-stores").allTextContents()).map((c) => Number(c.match(/\d+/)?.[0]));
  const index = counts.findIndex((n) => n > 0);
  const count = counts[index]!;
  const row = page.getByTestId("category-row").nth(index);
  await row.getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(`This category is used by ${count} store`);
  await expect(toast).not.toContainText("try again");
  consoleErrors.splice(0); // the 409 is logged by the browser
});

test("a catalogue's pages can be typed, are checked, and are saved", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/catalogs/new");
  const form = page.getByTestId("catalog-form");
  // The browser never reads the PDF itself (processing does, after saving): no proxy fetch, no pdf.js.
  const pdfReads: string[] = [];
  page.on("request", (r) => {
    if (/pdf-proxy|unreadable\.pdf|pdf\.worker/.test(r.url())) pdfReads.push(r.url());
  });
  await form.getByLabel("Title", { exact: true }).fill("Pages By Hand");
  await form.getByLabel("Store").selectOption({ label: "Carrefour" });
  await form.getByLabel("PDF file URL").fill("https://cdn.example.ae/unreadable.pdf");
  await form.getByLabel("Pages").fill("2001");
  await expect(form.getByText("Counted automatically when the PDF is processed.")).toBeVisible();
  expect(pdfReads).toEqual([]);
  await form.getByRole("button", { name: "Create Catalog" }).click();
  await expect(form.getByText("Pages must be at most 2000")).toBeVisible();
  await expect(form.getByLabel("Pages")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Pages").fill("12");
  await form.getByRole("button", { name: "Create Catalog" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogs$/);
  await page.getByTestId("admin-search").fill("Pages By Hand");
  await expect(page.getByTestId("catalog-pages")).toHaveText("12");
  await page.getByTestId("catalog-row").getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Catalog deleted");
});

test("a store named in Arabic or with accents gets a slug and saves; its page opens", async ({ page }) => {
  await signIn(page);
  await deleteLeftovers(page, "stores", "عروض رمضان", ["عروض-رمضان-التجريبية"]);
  await deleteLeftovers(page, "stores", "crème", ["unicode-creme"]);
  for (const [name, slug] of [
    ["عروض رمضان التجريبية", "عروض-رمضان-التجريبية"],
    ["  Ünïcode Crème  ", "unicode-creme"],
  ] as const) {
    await page.goto("/admin/stores/new");
    const form = page.getByTestId("store-form");
    await form.getByLabel("Store name", { exact: true }).fill(name);
    await expect(form.getByLabel("URL slug")).toHaveValue(slug);
    await form.getByLabel("Category").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Create Store" }).click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    await expect(page.getByTestId("toast")).toContainText("Store created");
    const res = await page.goto(`/store/${encodeURIComponent(slug)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name.trim());
    await page.goto("/admin/stores");
    await page.getByTestId("admin-search").fill(name.trim());
    await page.getByTestId("store-row").getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(page.getByTestId("toast")).toContainText("Store deleted");
  }
});

test("the admin search stops at the API's 100 characters and stays usable when the list fails", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.goto("/admin/stores");
  const search = page.getByTestId("admin-search");
  await expect(page.getByTestId("store-row").first()).toBeVisible();
  await expect(search).toHaveAttribute("maxlength", "100");
  await page.route(/\/api\/stores\?page=1&limit=25&search=/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await search.fill("nothing");
  await expect(page.getByRole("alert").filter({ hasText: "Retry" })).toBeVisible();
  await expect(search).toBeVisible();
  consoleErrors.splice(0); // the browser logs the refused request; that is this step's point
  await page.unroute(/\/api\/stores\?page=1&limit=25&search=/);
  await search.fill("");
  await expect(page.getByTestId("store-row").first()).toBeVisible();
});

test("a keyboard user pages and sorts a table without losing focus while the next page loads", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/stores"); // the demo's 33 stores fill two pages of 25
  const status = page.getByTestId("admin-page-status");
  await expect(status).toContainText("Page 1 of 2");
  const next = page.getByTestId("admin-paging").getByRole("button", { name: "Next page" });
  // The answer is held back, so the controls are seen while the page loads.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/stores\?page=2/, async (route) => {
    await held;
    await route.continue();
  });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("admin-paging")).toBeVisible();
  await expect(next).toBeFocused();
  release();
  await expect(status).toContainText("Page 2 of 2");
  await expect(page.getByTestId("store-row").first()).toBeVisible();
  await expect(next).toBeFocused();
  await page.unroute(/\/api\/stores\?page=2/);
  const sort = page.getByTestId("sort-button").first();
  await sort.focus();
  await page.keyboard.press("Enter");
  await expect(status).toContainText("Page 1 of 2");
  await expect(sort).toBeFocused();
});
