/**
 * Arabic content end to end (issue 12): an operator gives a store its Arabic name and
 * description (through the admin API from a signed-in page), and an Arabic-speaking visitor
 * finds the store by that name on /ar/stores and reads both on /ar/store/{slug}, whose
 * address did not change.
 */

import { expect, test, waitForHydration } from "./fixtures.ts";
import { E2E_ADMIN } from "./operator.ts";
import { STORE_FIELDS } from "./store-fields.ts";

const NAME_AR = "سوق النخلة الذهبية";
const DESCRIPTION_AR = "كل ما يحتاجه البيت من الخضار الطازجة إلى الأجهزة المنزلية، بأسعار تناسب العائلة.";

test("an operator adds an Arabic name and description; an Arabic visitor finds the store by it and reads both", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The admin form's Arabic fields are another part of this issue; the API is what they call.
  const saved = await page.evaluate(
    async ({ nameAr, descriptionAr, FIELDS }) => {
      const stores = (await (await fetch("/api/stores")).json()) as Record<string, unknown>[];
      const store = stores.find((s) => !s.nameAr) ?? stores[0]!;
      const res = await fetch(`/api/stores/${store.id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        // The form's fields as they are, with the Arabic ones added.
        body: JSON.stringify({
          ...Object.fromEntries(FIELDS.map((f) => [f, store[f]])),
          nameAr,
          descriptionAr,
        }),
      });
      return { status: res.status, before: store.slug as string, store: await res.json() };
    },
    { nameAr: NAME_AR, descriptionAr: DESCRIPTION_AR, FIELDS: STORE_FIELDS },
  );
  expect(saved.status).toBe(200);
  expect(saved.store).toMatchObject({ nameAr: NAME_AR, descriptionAr: DESCRIPTION_AR, slug: saved.before });
  const slug = saved.before;

  // An Arabic visitor searches for the name as they would type it (no final ta marbuta dots).
  await page.goto("/ar/stores");
  await waitForHydration(page);
  const search = page.locator("input[name=search]:visible").first();
  await search.fill("النخله الذهبيه");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/ar\/stores\?.*search=/);
  const card = page.getByTestId("store-card").filter({ hasText: NAME_AR });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(NAME_AR);
  await expect(card.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang", /.+/);

  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/ar/store/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME_AR);
  await expect(page.getByText(DESCRIPTION_AR)).toBeVisible();
  await expect(page).toHaveTitle(`${NAME_AR} — عروض الإمارات`);
  // The English page and its address are as they were.
  const english = await page.request.get(`/store/${slug}`);
  expect(english.status()).toBe(200);
  expect(await english.text()).not.toContain(NAME_AR);
});
