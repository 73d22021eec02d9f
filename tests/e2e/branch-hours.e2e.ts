/**
 * Opening hours from the operator's weekly editor to the shopper's "open now" (issue 26): an
 * operator sets a branch's week (a Friday night past midnight) and a Ramadan from today, is told
 * where pasted hours cannot be read (in English and Arabic), and the branch page then says what
 * the browser's clock makes of them, in both languages; both pass axe and the HTML checker.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

const NAME = "Magrudy's Hours Test";
const PATH = "/branch/magrudys/magrudys-hours-test";

/** Dubai's date `days` from today, and an instant on it at `time` (Dubai). */
function dubai(days: number, time: string): Date {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${date}T${time}:00+04:00`);
}

/** Deletes the branch this journey creates, if it is there (signed in). */
async function removeTestBranch(page: Page) {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/branches?page=1&limit=5&search=hours%20test`);
  for (const b of ((await list.json()) as { data: { id: number }[] }).data) {
    expect(
      (await page.request.delete(`${origin}/api/branches/${b.id}`, { headers: { Origin: origin } })).status(),
    ).toBe(200);
  }
}

/** The browser logs each refused save (400): that is the step's point, so it is checked and cleared. */
function expectRefusalsOnly(consoleErrors: string[]) {
  expect(consoleErrors.every((e) => e.includes("status of 400"))).toBe(true);
  consoleErrors.splice(0);
}

test("an operator sets a branch's week and Ramadan; shoppers see it open or closed by their clock", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const documents: HtmlDocument[] = [];
  const axe: Record<string, string[]> = {};
  const check = async (label: string) => {
    axe[label] = await axeViolations(page);
    documents.push({ label, html: await page.content() });
  };

  await signIn(page);
  await removeTestBranch(page); // a retry finds the first try's
  await page.goto("/admin/branches/new");
  const form = page.getByTestId("branch-form");
  await form.getByLabel("Branch name", { exact: true }).fill(NAME);
  await form.getByLabel("Store", { exact: true }).selectOption({ label: "Magrudy's" });
  await form.getByLabel("Emirate").selectOption("Dubai");
  await form.getByLabel("Address", { exact: true }).fill("Jumeirah Road, Dubai");

  const editor = page.getByTestId("hours-editor");
  await editor.getByTestId("hours-start").click();
  await editor.getByLabel("Friday: opens (hours 1)").fill("14:00");
  await editor.getByLabel("Friday: closes (hours 1)").fill("02:00");
  await expect(editor.getByTestId("hours-day-Fr")).toContainText("next day");
  await editor.getByTestId("add-exception-ramadan").click();
  const syntax = editor.getByLabel("Opening hours (OpenStreetMap syntax)");
  await expect(syntax).toHaveValue(
    /^Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-02:00; \d{4} \w{3} \d{2}-\d{4} \w{3} \d{2} 20:00-03:00 open "Ramadan"$/,
  );
  const written = await syntax.inputValue();

  // Pasted hours the library cannot read are refused, pointing at the place.
  await syntax.fill("Mo-Fr 10:00-22:00 foo");
  await expect(page.getByTestId("hours-week")).toHaveCount(0);
  await form.getByRole("button", { name: "Create Branch" }).click();
  await expect(editor.locator("#branch-openingHours-error")).toContainText("can't be read at character 19");
  expectRefusalsOnly(consoleErrors);
  await check("en admin hours editor (refused)");
  await syntax.fill(written);
  await check("en admin hours editor");
  await form.getByRole("button", { name: "Create Branch" }).click();
  await expect(page).toHaveURL(/\/admin\/branches$/);

  // The same refusal in Arabic, on the saved branch.
  await page.goto("/ar/admin/branches");
  await page.getByTestId("admin-search").fill("hours test");
  await page.getByTestId("branch-row").first().getByRole("link", { name: "تعديل" }).click();
  const arSyntax = page.locator("#branch-openingHours");
  await expect(arSyntax).toHaveValue(written);
  await expect(page.getByTestId("hours-week")).toBeVisible();
  await check("ar admin hours editor");
  await arSyntax.fill("Mo-Fr 10:00-22:00 foo");
  await page.getByTestId("branch-form").locator("button[type=submit]").click();
  await expect(page.locator("#branch-openingHours-error")).toContainText("تتعذّر قراءة هذه الساعات عند الحرف 19");
  expectRefusalsOnly(consoleErrors);
  await check("ar admin hours editor (refused)");

  // Tomorrow 02:30 in Dubai: the first Ramadan night, half an hour before it closes.
  await page.clock.setFixedTime(dubai(1, "02:30"));
  await page.goto(PATH);
  await waitForHydration(page);
  const status = page.getByTestId("branch-details").getByTestId("open-status");
  await expect(status).toHaveText("Closes soon · 03:00");
  await expect(page.getByTestId("hours-day").first()).toHaveAttribute("aria-current", "date");
  await expect(page.getByTestId("hours-day").first()).toContainText("Ramadan hours");
  await check("en branch page");
  await page.goto(`/ar${PATH}`);
  await waitForHydration(page);
  await expect(status).toHaveText("يغلق قريبًا · 03:00");
  await expect(page.getByTestId("hours-day").first()).toContainText("ساعات رمضان");
  await check("ar branch page");
  // Tomorrow afternoon: Ramadan keeps the shop shut until the evening.
  await page.clock.setFixedTime(dubai(1, "15:00"));
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(status).toHaveText("Closed · opens 20:00");

  expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((k) => [k, []])));
  expect(htmlErrors(documents)).toEqual({});

  // Leave the demo as it was.
  await page.clock.setFixedTime(new Date());
  await removeTestBranch(page);
});
