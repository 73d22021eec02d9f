/**
 * The admin as issue 24 (items 17-23) left it: a delete says what goes with the record; times
 * are Dubai's whatever the browser's zone; tables keep their state in the address, across a
 * reload and a Save; errors sit beside their fields and go when the field changes; a record
 * that does not exist is a not-found state; a store's logo can be uploaded; and the new
 * password must differ from the current one.
 */
import { readFileSync } from "node:fs";
import { fromOwnAddress } from "./client-address.ts";
import { confirmDelete, expect, signIn, test } from "./fixtures.ts";

test("deleting a store says how many branches and catalogs go with it, in English and Arabic; Cancel and Escape keep it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/stores?search=carrefour");
  const row = page.getByTestId("store-row").filter({ hasText: "Carrefour" }).first();
  const cells = row.locator("td");
  const [branches, catalogs] = [Number(await cells.nth(2).textContent()), Number(await cells.nth(3).textContent())];
  expect(branches).toBeGreaterThan(1);
  expect(catalogs).toBeGreaterThan(1);
  await row.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("dialog", { name: 'Delete "Carrefour"?' });
  await expect(question).toContainText(
    `This deletes "Carrefour" and its ${branches} branches and ${catalogs} catalogs. It cannot be undone.`,
  );
  await confirmDelete(page, "cancel");
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Delete" })).toBeFocused(); // back where it was asked
  await expect(row).toBeVisible();

  await page.goto("/ar/admin/stores?search=carrefour");
  await page.getByTestId("store-row").first().getByRole("button", { name: "حذف" }).click();
  // The Arabic admin names the store by its Arabic name.
  const arabic = page.getByRole("dialog", { name: 'حذف "كارفور"؟' });
  await expect(arabic).toContainText('سيُحذف "كارفور" ومعه');
  await expect(arabic).toContainText("كتالوج"); // the catalogs, in the Arabic plural form of their count
  await expect(arabic).toContainText("لا يمكن التراجع عن ذلك.");
  await expect(arabic.getByRole("button", { name: "إلغاء" })).toBeFocused();
  await confirmDelete(page, "cancel");
});

test.describe("in a browser on New York time", () => {
  test.use({ timezoneId: "America/New_York" });

  test("messages and the sitemap show Dubai times and say so; catalogue dates stay on one line", async ({ page }) => {
    await signIn(page);
    const origin = new URL(page.url()).origin;
    const sent = await page.request.post("/api/contact", {
      headers: { Origin: origin, ...fromOwnAddress("admin-messages") },
      data: {
        firstName: "Zone",
        lastName: "Check",
        email: "zone@example.ae",
        subject: "Zone check",
        message: "Which time is it?",
        agreeToTerms: true,
      },
    });
    expect(sent.status()).toBe(201);
    const inbox = (await (await page.request.get("/api/admin/contact-messages")).json()) as {
      subject: string;
      createdAt: string;
    }[];
    const createdAt = inbox.find((m) => m.subject === "Zone check")!.createdAt;
    const dubai = new Intl.DateTimeFormat("en-AE", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });
    await page.goto("/admin/messages");
    await expect(page.getByText("Times are Dubai time (GMT+4).")).toBeVisible();
    await expect(page.getByTestId("message").filter({ hasText: "Zone check" }).locator("time")).toHaveText(
      dubai.format(new Date(createdAt)),
    );

    await page.goto("/admin/sitemap");
    await page.getByTestId("generate-sitemap").click();
    await expect(page.getByTestId("sitemap-generated")).toContainText("Dubai time");

    await page.goto("/admin/catalogs");
    const validity = page.getByTestId("catalog-row").first().locator("td span[dir=ltr]").last();
    await expect(validity).toHaveText(/^\d{4}-\d{2}-\d{2}/);
    // One line box: the date does not break at its hyphens.
    expect(await validity.evaluate((el) => el.getClientRects().length)).toBe(1);
  });
});

test("a table's sort and page survive a reload and come back after Save", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/stores");
  const status = page.getByTestId("admin-page-status");
  await expect(status).toContainText("Page 1 of 2");
  const branches = page.locator("th", { hasText: "Branches" });
  await branches.getByRole("button").click();
  await branches.getByRole("button").click();
  await expect(branches).toHaveAttribute("aria-sort", "descending");
  await page.getByTestId("admin-paging").getByRole("button", { name: /Next/ }).click();
  await expect(status).toContainText("Page 2 of 2");
  await expect(page).toHaveURL(/\/admin\/stores\?sort=branches&dir=desc&page=2$/);

  await page.reload();
  await expect(status).toContainText("Page 2 of 2");
  await expect(branches).toHaveAttribute("aria-sort", "descending");
  const first = page.getByTestId("store-row").first();
  const name = (await first.locator("p").first().textContent()) ?? "";
  await first.getByRole("link", { name: "Edit" }).click();
  const form = page.getByTestId("store-form");
  await expect(form.getByLabel("Store name", { exact: true })).toHaveValue(name);
  await form.getByRole("button", { name: "Update Store" }).click();
  await expect(page.getByTestId("toast")).toContainText("Store updated");
  await expect(page).toHaveURL(/\/admin\/stores\?sort=branches&dir=desc&page=2$/);
  await expect(status).toContainText("Page 2 of 2");
  await expect(page.getByTestId("store-row").first()).toContainText(name);

  await page.getByTestId("admin-search").fill("lulu");
  await expect(page).toHaveURL(/\/admin\/stores\?search=lulu&sort=branches&dir=desc$/);
  await page.reload();
  await expect(page.getByTestId("admin-search")).toHaveValue("lulu");
  await expect(page.getByTestId("store-row").first()).toContainText("Lulu");
});

test("a taken slug marks the slug field without 'try again', and the error goes once the slug is changed", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.goto("/admin/stores/new");
  const form = page.getByTestId("store-form");
  await form.getByLabel("Store name", { exact: true }).fill("Carrefour");
  await form.getByLabel("Category").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Create Store" }).click();
  const slug = form.getByLabel("URL slug");
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(slug).toBeFocused();
  await expect(form.locator("#store-slug-error")).toHaveText("This slug is already in use. Choose another one.");
  await expect(page.getByTestId("toast")).toHaveCount(0); // the field says it; nothing says "try again"
  consoleErrors.splice(0); // the browser logs the refused request (409); that is this step's point
  await slug.fill("carrefour-express-journey");
  await expect(slug).toHaveAttribute("aria-invalid", "false");
  await expect(form.locator("#store-slug-error")).toHaveCount(0);

  // A store that does not exist is a not-found state, not an empty form.
  const missing = await page.goto("/admin/stores/edit/987654");
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("record-not-found")).toContainText("Store not found");
  await expect(page.getByTestId("store-form")).toHaveCount(0);
});

test("a store's logo is uploaded from the form (PNG, JPEG or WebP) and previewed", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/stores/new");
  const form = page.getByTestId("store-form");
  await expect(form.getByText("Upload a logo (PNG, JPEG or WebP)")).toBeVisible();
  await form.getByTestId("logo-upload").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: readFileSync("public/og-image.png"),
  });
  await expect(form.getByLabel("Logo URL")).toHaveValue(/^\/media\/uploads\/[a-z0-9-]+\.png$/);
  await expect(form.getByTestId("image-preview")).toBeVisible();
  await form.getByTestId("image-upload").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from("GIF89a not an image"),
  });
  await expect(page.getByTestId("toast")).toContainText("The image must be a PNG, JPEG or WebP file");
  consoleErrors.splice(0); // the browser logs the refused upload (400); that is this step's point
  await expect(form.getByLabel("Cover image URL")).toHaveValue("");
});

test("the current password is refused as the new one", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill("e2e-admin-password");
  await form.getByLabel("New password", { exact: true }).fill("e2e-admin-password");
  await form.getByLabel("Confirm new password").fill("e2e-admin-password");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("password-error")).toHaveText("The new password must differ from the current one");
});
