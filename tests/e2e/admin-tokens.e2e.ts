/**
 * API tokens and the audit log in the browser (issue 27): an operator makes a token, sees it
 * once, a script uses it (no cookie, no Origin), the operator revokes it and the script is
 * refused; the audit log shows the calls. Both screens pass axe and the HTML checker in English
 * and Arabic, with a token just made shown and with the log filled.
 */
import { request } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

test("make a token, use it, revoke it, read the audit log; both screens pass axe and the HTML checker", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const axe: Record<string, string[]> = {};
  const documents: HtmlDocument[] = [];
  const check = async (label: string) => {
    axe[label] = await axeViolations(page);
    documents.push({ label, html: await page.content() });
  };
  const name = `Journey token ${Date.now()}`;
  await signIn(page);
  await page.goto("/admin/tokens");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Create catalogs").check();
  await page.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByTestId("new-token").locator("code");
  await expect(shown).toHaveText(/^ud_/);
  const token = (await shown.textContent())!;
  await check("en tokens, a new token shown");

  // A script: its own request context, no cookie, no Origin.
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  expect((await script.get("/api/stores")).status()).toBe(200);
  const refused = await script.get("/api/admin/tokens");
  expect(refused.status()).toBe(403);

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  await page.reload(); // the list as it is now: the script's calls since
  const row = page.getByTestId("tokens-table").locator("tr", { hasText: name });
  await expect(row).not.toContainText("Never"); // used: its last use is shown
  await row.getByRole("button", { name: "Revoke" }).click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");
  expect((await script.get("/api/stores")).status()).toBe(401);
  await script.dispose();
  await check("en tokens, one revoked");

  await page.goto("/admin/audit");
  const log = page.getByTestId("audit-table");
  await expect(log.locator("tr", { hasText: "GET /api/admin/tokens" }).first()).toContainText(`Token ${name}`);
  await check("en audit log");

  await page.goto("/ar/admin/tokens");
  await expect(page.getByTestId("tokens-table")).toBeVisible();
  await check("ar tokens");
  await page.goto("/ar/admin/audit");
  await expect(page.getByTestId("audit-table")).toBeVisible();
  await check("ar audit log");

  const html = htmlErrors(documents);
  expect.soft(Object.fromEntries(Object.entries(axe).filter(([, v]) => v.length > 0))).toEqual({});
  expect(html).toEqual({});
});
