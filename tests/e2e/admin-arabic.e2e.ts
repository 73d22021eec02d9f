/**
 * The admin writes Arabic content: an operator follows the dashboard's "without Arabic"
 * count to the filtered store list, gives a store its Arabic name and description in the
 * Arabic tab (right to left, Arabic font), and the API returns them; an Arabic visitor then
 * finds the store by its Arabic name on /ar/stores and reads both on /ar/store/{slug}; the tab and layout
 * chosen survive a reload; a post is written in Arabic in the RTL editor and published in
 * both languages. The store's Arabic texts are put back at the end for the other journeys.
 */
import type { APIRequestContext } from "@playwright/test";
import { confirmDelete, expect, signIn, test } from "./fixtures.ts";
import { STORE_FIELDS as BASE_STORE_FIELDS } from "./store-fields.ts";

const SLUG = "ace-hardware";
const STORE_FIELDS = [...BASE_STORE_FIELDS, "nameAr", "descriptionAr"] as const;

/** Writes the store's Arabic texts through the API, every other field as it is. */
async function putStoreArabic(
  request: APIRequestContext,
  origin: string,
  store: Record<string, unknown>,
  arabic: { nameAr: unknown; descriptionAr: unknown },
) {
  const body = { ...Object.fromEntries(STORE_FIELDS.map((k) => [k, store[k]])), ...arabic };
  const res = await request.put(`/api/stores/${store.id}`, { headers: { Origin: origin }, data: body });
  expect(res.status()).toBe(200);
}

test("an operator gives a store its Arabic name and description from the dashboard's count; the API returns them and an Arabic visitor finds the store by that name", async ({
  page,
}) => {
  await signIn(page);
  const origin = new URL(page.url()).origin;
  const original = await (await page.request.get(`/api/stores/by-slug/${SLUG}`)).json();
  // The store starts without Arabic, so the dashboard counts it and the filter lists it.
  await putStoreArabic(page.request, origin, original, { nameAr: null, descriptionAr: null });
  try {
    await page.reload();
    const count = page.getByTestId("missing-arabic-stores");
    await expect(count).toHaveText(/^\d+ stores? without Arabic$/);
    await count.click();
    await expect(page).toHaveURL(/\/admin\/stores\?missingArabic=1$/);
    await expect(page.getByTestId("missing-arabic-filter")).toBeChecked();
    const row = page.getByTestId("store-row").filter({ hasText: original.name });
    await expect(row.getByTestId("arabic-missing")).toContainText("Arabic missing");
    await expect(row.getByTestId("arabic-missing")).toContainText("Missing: name and description");
    await row.getByRole("link", { name: "Edit" }).click();

    const form = page.getByTestId("store-form");
    await expect(form.getByLabel("Store name", { exact: true })).toHaveValue(original.name);
    await form.getByRole("tab", { name: "العربية" }).click();
    const nameAr = form.getByLabel("Store name in Arabic");
    await expect(nameAr).toHaveAttribute("dir", "rtl");
    await expect(nameAr).toHaveAttribute("lang", "ar");
    expect(await nameAr.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Noto Sans Arabic");
    await expect(form.getByLabel("Store name", { exact: true })).toBeHidden();
    await nameAr.fill("إيس للأدوات المنزلية");
    await form.getByLabel("Description in Arabic").fill("كل ما يحتاجه البيت والحديقة، من العدد إلى الدهانات.");
    await form.getByRole("button", { name: "Update Store" }).click();
    // Back to the list it came from: the filtered one.
    await expect(page).toHaveURL(/\/admin\/stores\?missingArabic=1$/);
    await expect(page.getByTestId("toast")).toContainText("Store updated");

    const saved = await (await page.request.get(`/api/stores/${original.id}`)).json();
    expect(saved).toMatchObject({
      name: original.name,
      nameAr: "إيس للأدوات المنزلية",
      descriptionAr: "كل ما يحتاجه البيت والحديقة، من العدد إلى الدهانات.",
      description: original.description,
    });
    // An Arabic visitor now finds the store by its Arabic name, as people type it (no hamza),
    // and reads the Arabic name and description on its page.
    const visitor = await page.context().newPage();
    await visitor.goto("/ar/stores");
    const search = visitor.getByTestId("sidebar-filters").locator('input[name="search"]');
    await search.fill("ايس للادوات");
    await search.press("Enter");
    await expect(visitor).toHaveURL(/\/ar\/stores\?search=/);
    const card = visitor.getByTestId("store-card").filter({ hasText: "إيس للأدوات المنزلية" });
    await expect(card).toHaveCount(1);
    await visitor.goto(`/ar/store/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("إيس للأدوات المنزلية");
    await expect(visitor.getByText("كل ما يحتاجه البيت والحديقة، من العدد إلى الدهانات.")).toBeVisible();
    await visitor.close();

    // Translated: no longer in the filtered list, and badged as such in the full one.
    await page.goto("/admin/stores?missingArabic=1");
    await expect(page.getByTestId("missing-arabic-filter")).toBeChecked();
    await expect(page.getByTestId("store-row").filter({ hasText: original.name })).toHaveCount(0);
    await page.getByTestId("missing-arabic-filter").uncheck();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    await expect(
      page.getByTestId("store-row").filter({ hasText: original.name }).getByTestId("arabic-ok"),
    ).toContainText("Translated");

    // The Arabic tab was the operator's choice: it is open again, also after a reload.
    await page.goto(`/admin/stores/edit/${original.id}`);
    await expect(form.getByRole("tab", { name: "العربية" })).toHaveAttribute("aria-selected", "true");
    await expect(form.getByLabel("Store name in Arabic")).toHaveValue("إيس للأدوات المنزلية");
    await page.reload();
    await expect(form.getByRole("tab", { name: "العربية" })).toHaveAttribute("aria-selected", "true");
    await expect(form.getByLabel("Store name in Arabic")).toBeVisible();
    // Side by side is remembered the same way, on every form.
    await form.getByRole("button", { name: "Side by side" }).click();
    await page.goto("/admin/branches/new");
    const branch = page.getByTestId("branch-form");
    await expect(branch.getByLabel("Branch name", { exact: true })).toBeVisible();
    await expect(branch.getByLabel("Branch name in Arabic")).toBeVisible();
    await branch.getByRole("button", { name: "Side by side" }).click();
    await expect(branch.getByRole("tab", { name: "العربية" })).toHaveAttribute("aria-selected", "true");
  } finally {
    await putStoreArabic(page.request, origin, original, {
      nameAr: original.nameAr,
      descriptionAr: original.descriptionAr,
    });
  }
});

test("an operator writes an Arabic article in the right-to-left editor and publishes it in both languages", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/blogs/new");
  const form = page.getByTestId("blog-form");
  await form.getByLabel("Post Title", { exact: true }).fill("Journey: Eid Gifts Under 100 Dirhams");
  await form.getByLabel("Category").selectOption("Tips & Tricks");
  await form.getByLabel("Status").selectOption("published");
  const editor = form.getByTestId("editor-content");
  await editor.click();
  await editor.pressSequentially("Small gifts, big smiles.");
  await form.getByLabel("English and Arabic").check();

  // Arabic chosen without the Arabic text: the schema's errors show beside the Arabic fields.
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(form.getByRole("tab", { name: /العربية/ })).toHaveAttribute("aria-selected", "true");
  await expect(form.getByRole("tab", { name: /العربية/ })).toContainText("(has errors)");
  await expect(form.locator("#blog-titleAr-error")).toHaveText("Arabic title is required to publish in Arabic");
  await expect(form.locator("#blog-contentAr-error")).toHaveText("Arabic content is required to publish in Arabic");
  await expect(form.getByLabel("Post title in Arabic")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

  await form.getByLabel("Post title in Arabic").fill("هدايا العيد بأقل من ١٠٠ درهم");
  const arabic = form.getByTestId("editor-content-ar");
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveAttribute("lang", "ar");
  await arabic.click();
  await arabic.pressSequentially("هدايا صغيرة وفرحة كبيرة.");
  await arabic.press("Enter");
  await form.getByTestId("tb-bold-ar").click();
  await arabic.pressSequentially("عطور");
  await form.getByTestId("tb-bold-ar").click();
  await arabic.pressSequentially(" وحلويات وألعاب.");
  await form.getByLabel("Tags in Arabic (comma separated)").fill("العيد، هدايا, عروض");
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByTestId("toast")).toContainText("Blog created successfully");

  const post = await (await page.request.get("/api/blogs/slug/journey-eid-gifts-under-100-dirhams")).json();
  expect(post).toMatchObject({ languages: "both", titleAr: "هدايا العيد بأقل من ١٠٠ درهم" });
  // Written right to left, and the direction survives the sanitizer.
  expect(post.contentAr).toBe(
    '<p dir="rtl">هدايا صغيرة وفرحة كبيرة.</p><p dir="rtl"><strong>عطور</strong> وحلويات وألعاب.</p>',
  );
  expect(post.content).toBe("<p>Small gifts, big smiles.</p>");
  expect(post.excerptAr).toBe("هدايا صغيرة وفرحة كبيرة. عطور وحلويات وألعاب.");
  // The Arabic comma separates tags as the English one does.
  expect(post.tagsAr).toEqual(["العيد", "هدايا", "عروض"]);

  // The list says the post is in both languages; then the journey's post goes.
  await page.getByTestId("admin-search").fill("Journey: Eid Gifts");
  const row = page.getByTestId("blog-row");
  await expect(row.getByTestId("blog-languages")).toHaveText("English and Arabic");
  await expect(row).toContainText("هدايا العيد بأقل من ١٠٠ درهم");
  await row.getByRole("button", { name: "Delete" }).click();
  await confirmDelete(page);
  await expect(page.getByTestId("toast")).toContainText("Blog deleted");
});
