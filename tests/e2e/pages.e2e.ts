import { expect, test, waitForHydration } from "./fixtures.ts";

test("a visitor sends the contact form: a missing field is flagged, then the message goes through", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.getByTestId("contact-form");
  await form.getByLabel(/First name/).fill("Sara");
  await form.getByLabel(/Last name/).fill("Ali");
  await form.getByLabel(/^Email/).fill("sara@example.ae");
  await form.getByLabel(/Subject/).fill("Add my store");
  await form.getByLabel(/I agree/).check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-error")).toBeVisible();
  await expect(form.getByLabel(/Message/)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please write your message")).toBeVisible();
  await form.getByLabel(/Message/).fill("Please list our new branch in Ajman.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toContainText("We'll reply within 24 hours");
});

test("the catalogue, blog, branch and legal pages work in English and Arabic", async ({ page }) => {
  await page.goto("/catalogs");
  await expect(page.getByTestId("catalog-card")).toHaveCount(12);
  // The filter applies on change once its island is live (before that, the form's own button does).
  await waitForHydration(page);
  await page.getByLabel("Category").selectOption("Electronics");
  await expect(page).toHaveURL(/category=Electronics/);
  await page.goto("/catalogs?search=zzzz-nothing");
  await expect(page.getByText("No Catalogs Found")).toBeVisible();

  await page.goto("/blog");
  await page.getByTestId("post-card").first().getByRole("link").click();
  await expect(page.getByTestId("article-body")).toBeVisible();
  expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);
  await expect(page.getByText("Article Not Found")).toBeVisible();

  await page.goto("/stores?multipleBranches=true");
  await page.getByTestId("store-card").first().getByRole("link").first().click();
  await page
    .getByTestId("store-tabs")
    .getByRole("link", { name: /Branches/ })
    .click();
  await page.getByTestId("branch-card").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/branch\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByTestId("directions")).toHaveAttribute("href", /google\.com\/maps\/dir/);
  expect((await page.goto("/branch/nope/nope"))?.status()).toBe(404);
  await expect(page.getByText("Branch Not Found")).toBeVisible();

  await page.goto("/ar/terms");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("last-updated")).toHaveText("آخر تحديث: 14 يونيو 2025");
  await page.goto("/privacy");
  await expect(page.getByTestId("last-updated")).toHaveText("Last updated: June 14, 2025");
});

/** Fills the contact form with a message that passes the schema. */
async function fillContact(page: import("@playwright/test").Page, subject: string) {
  const form = page.getByTestId("contact-form");
  await form.getByLabel(/First name/).fill("Sara");
  await form.getByLabel(/Last name/).fill("Ali");
  await form.getByLabel(/^Email/).fill("sara@example.ae");
  await form.getByLabel(/Subject/).fill(subject);
  await form.getByLabel(/Message/).fill("Please list our new branch in Ajman.");
  await form.getByLabel(/I agree/).check();
  return form;
}

test("a double tap on Send posts the contact form once, even while its checks are still loading", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const form = await fillContact(page, "Double tap");
  // Scripts asked for from now on (the form's checks) come late, as on a slow phone.
  await page.route(/\/chunk-[^/?]*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/contact") && posts.push(r.url()));
  await form.getByRole("button", { name: "Send message" }).dblclick();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(1);
});

test("when the form's checks cannot be fetched, the message is sent by the page's own POST", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const form = await fillContact(page, "No checks");
  // Scripts are refused until the page's own POST leaves; the page it comes back to loads as usual.
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/contact") posted = true;
  });
  await page.route(/\/chunk-[^/?]*\.js(\?|$)/, (route) => (posted ? route.continue() : route.abort()));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByText("Your message was sent")).toBeVisible();
  // The browser logs the scripts this test refuses; nothing else may be logged.
  const others = consoleErrors.filter((e) => !e.startsWith("Failed to load resource: net::ERR_FAILED"));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
