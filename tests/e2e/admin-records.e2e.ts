/**
 * The directory's records as an operator keeps them: a store (slug from its name, a broken
 * logo preview, the sitemap, search, edit, delete after the confirmation), categories in the
 * side panel and emirates one row at a time, branches in two emirates, and a catalogue from
 * an uploaded PDF whose pages the server counts.
 */
import { confirmDelete, deleteLeftovers, expect, submitLogin, test } from "./fixtures.ts";

test("an operator creates a store whose slug comes from its name, edits it and deletes it after the confirmation", async ({
  page,
  consoleErrors,
}) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await deleteLeftovers(page, "stores", "al noor", ["al-noor-electronics-co"]);
  await page.goto("/admin/stores");
  await expect(page.getByTestId("store-row").first()).toBeVisible();
  await page.getByTestId("add-store").click();
  const form = page.getByTestId("store-form");
  await form.getByLabel("Store name", { exact: true }).fill("Al Noor Electronics & Co");
  await expect(form.getByLabel("URL slug")).toHaveValue("al-noor-electronics-co");
  await form.getByLabel("Category").selectOption("Electronics");
  await form.getByLabel("Logo URL").fill("/media/does-not-exist.svg");
  await expect(form.getByTestId("image-preview")).toHaveCount(0); // a broken preview hides itself
  await expect.poll(() => consoleErrors.some((e) => e.includes("does-not-exist.svg"))).toBe(true);
  consoleErrors.splice(0); // the browser logs the broken image; that is this step's point
  await form.getByLabel("Logo URL").fill("/favicon.svg");
  await expect(form.getByTestId("image-preview")).toBeVisible();
  await form.getByRole("button", { name: "Create Store" }).click();
  await expect(page).toHaveURL(/\/admin\/stores$/);
  await expect(page.getByTestId("toast")).toContainText("Store created");
  await page.goto("/admin/sitemap");
  await page.getByTestId("generate-sitemap").click();
  await expect(page.getByTestId("toast")).toContainText("Sitemap generated successfully!");
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/store/al-noor-electronics-co</loc>");
  await page.goto("/admin/stores");

  await page.getByTestId("admin-search").fill("al noor");
  const row = page.getByTestId("store-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Regular");
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(form.getByLabel("Store name", { exact: true })).toHaveValue("Al Noor Electronics & Co");
  await form.getByLabel("Featured").check();
  await form.getByRole("button", { name: "Update Store" }).click();
  await expect(page.getByTestId("toast")).toContainText("Store updated");
  expect((await page.goto("/store/al-noor-electronics-co"))?.status()).toBe(200);

  await page.goto("/admin/stores");
  await page.getByTestId("admin-search").fill("al noor");
  await expect(page.getByTestId("store-row")).toContainText("Featured");
  await page.getByTestId("store-row").getByRole("button", { name: "Delete" }).click();
  // The page's own dialog, Cancel first: nothing is deleted.
  const question = page.getByRole("dialog", { name: 'Delete "Al Noor Electronics & Co"?' });
  await expect(question).toContainText("This cannot be undone."); // a store without branches or catalogs
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirmDelete(page, "cancel");
  await expect(page.getByTestId("store-row")).toHaveCount(1);
  await page.getByTestId("store-row").getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Store deleted");
  await expect(page.getByTestId("admin-empty")).toHaveText("No stores match your search");
});

test("an operator adds, renames and deletes a category in the side panel, and edits emirates one at a time", async ({
  page,
}) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/categories");
  await page.getByTestId("add-category").click();
  const panel = page.getByTestId("category-panel");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toContainText("Name is required");
  await panel.getByLabel("Name", { exact: true }).fill("  Perfumes  ");
  await panel.getByLabel(/Icon/).fill("🌸");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Category created");
  const row = page.getByTestId("category-row").filter({ hasText: "Perfumes" });
  await row.getByRole("button", { name: "Edit" }).click();
  await panel.getByLabel("Name", { exact: true }).fill("Perfumes & Oud");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Category updated");
  await page
    .getByTestId("category-row")
    .filter({ hasText: "Perfumes & Oud" })
    .getByRole("button", { name: "Delete" })
    .click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Category deleted");
  await expect(page.getByTestId("category-row").filter({ hasText: "Perfumes" })).toHaveCount(0);

  await page.goto("/admin/emirates");
  await page.getByTestId("emirate-row").first().getByRole("button", { name: "Edit" }).click();
  await expect(page.getByTestId("add-emirate")).toBeDisabled();
  await expect(page.getByTestId("emirate-row").nth(1).getByRole("button", { name: "Edit" })).toBeDisabled();
  await page.getByTestId("emirate-name").fill("Dubai");
  await page.getByTestId("emirate-row").first().getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Emirate updated");
  await expect(page.getByTestId("add-emirate")).toBeEnabled();
});

test("an operator adds two branches in different emirates, edits one and deletes both", async ({ page }) => {
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await deleteLeftovers(page, "branches", "Magrudy's Test", ["Magrudy's Test Fujairah", "Magrudy's Test Ajman"]);
  for (const [name, emirate] of [
    ["Magrudy's Test Fujairah", "Fujairah"],
    ["Magrudy's Test Ajman", "Ajman"],
  ] as const) {
    await page.goto("/admin/branches/new");
    const form = page.getByTestId("branch-form");
    await form.getByLabel("Branch name", { exact: true }).fill(name);
    await form.getByLabel("Store", { exact: true }).selectOption({ label: "Magrudy's" });
    // The emirates come from /api/emirates, in the spec's order for this form.
    await expect(form.getByLabel("Emirate").locator("option")).toHaveText([
      "Choose an emirate",
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Umm Al Quwain",
      "Ras Al Khaimah",
      "Fujairah",
    ]);
    await form.getByLabel("Emirate").selectOption(emirate);
    await form.getByLabel("Address", { exact: true }).fill(`${emirate} City Centre`);
    await form.getByRole("button", { name: "Create Branch" }).click();
    await expect(page).toHaveURL(/\/admin\/branches$/);
    await expect(page.getByTestId("toast")).toContainText("Branch created");
  }
  await page.getByTestId("admin-search").fill("magrudy's test");
  await expect(page.getByTestId("branch-row")).toHaveCount(2);
  await page.getByTestId("branch-row").filter({ hasText: "Ajman" }).getByRole("link", { name: "Edit" }).click();
  await page.getByTestId("branch-form").getByLabel("Opening hours", { exact: true }).fill("10:00 AM - 10:00 PM");
  await page.getByTestId("branch-form").getByRole("button", { name: "Update Branch" }).click();
  await expect(page.getByTestId("toast")).toContainText("Branch updated");
  expect((await page.goto("/branch/magrudys/magrudys-test-ajman"))?.status()).toBe(200);
  await expect(page.getByTestId("branch-details")).toContainText("10:00 AM - 10:00 PM");

  await page.goto("/admin/branches");
  await page.getByTestId("admin-search").fill("magrudy's test");
  for (let i = 0; i < 2; i++) {
    await page.getByTestId("branch-row").first().getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(page.getByTestId("toast")).toContainText("Branch deleted");
  }
  await expect(page.getByTestId("admin-empty")).toHaveText("No branches match your search");
});

test("an operator creates a catalogue from an uploaded PDF: the pages fill in; the branch follows the store", async ({
  page,
}) => {
  const { readdirSync } = await import("node:fs");
  const dir = `${process.env.E2E_DATA_DIR}/media/catalogs`;
  const pdf = `${dir}/${readdirSync(dir).find((f) => f.endsWith(".pdf"))}`;
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/catalogs/new");
  const form = page.getByTestId("catalog-form");
  await expect(form.getByLabel("Branch")).toBeDisabled();
  await form.getByLabel("Title", { exact: true }).fill("Journey Test Flyer");
  await form.getByLabel("Store").selectOption({ label: "Carrefour" });
  await expect(form.getByLabel("Branch")).toBeEnabled();
  await expect(form.getByLabel("Branch").locator("option").nth(1)).toBeAttached();
  await form.getByLabel("Branch").selectOption({ index: 1 });
  await form.getByLabel("Store").selectOption({ label: "Lulu Hypermarket" });
  await expect(form.getByLabel("Branch")).toHaveValue(""); // back to 'No specific branch'
  await form.getByTestId("pdf-upload").setInputFiles(pdf);
  await expect(form.getByLabel("Pages")).toHaveValue(/^[1-9]\d*$/);
  await expect(form.getByLabel("PDF file URL")).toHaveValue(/^\/media\/uploads\/.+\.pdf$/);
  // No cover made in the browser: processing makes page 1 the cover (admin-processing.e2e.ts).
  await expect(form.getByTestId("cover-preview")).toHaveCount(0);
  await form.getByRole("button", { name: "Create Catalog" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogs$/);
  await expect(page.getByTestId("toast")).toContainText("Catalog created");
  await page.getByTestId("admin-search").fill("Journey Test Flyer");
  await expect(page.getByTestId("catalog-pages")).toHaveText(/^[1-9]\d*$/);
  await page.getByTestId("catalog-row").getByRole("link", { name: "Edit" }).click();
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("Journey Test Flyer");
  // A new PDF: the server counts the pages, so the browser never downloads the file to read it.
  const pdfReads: string[] = [];
  page.on("request", (r) => {
    if (/\/media\/uploads\/[^/?]+\.pdf/.test(r.url())) pdfReads.push(r.url());
  });
  const uploaded = page.waitForResponse((r) => r.url().includes("/api/admin/uploads/catalog"));
  await form.getByTestId("pdf-upload").setInputFiles(pdf);
  await uploaded;
  // Saving waits for the form's file work to end (busy); by then a second read would have started.
  await expect(form.getByRole("button", { name: "Update Catalog" })).toBeEnabled();
  await expect(form.getByLabel("Pages")).toHaveValue(/^[1-9]\d*$/);
  expect(pdfReads).toEqual([]);
  await form.getByLabel("Expiry date").fill("2099-12-31");
  await form.getByRole("button", { name: "Update Catalog" }).click();
  await expect(page.getByTestId("toast")).toContainText("Catalog updated");
  await page.getByTestId("admin-search").fill("Journey Test Flyer");
  await expect(page.getByTestId("catalog-row")).toContainText("2099-12-31");
  await page.getByTestId("catalog-row").getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Catalog deleted");
});
