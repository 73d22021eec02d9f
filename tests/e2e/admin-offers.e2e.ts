/**
 * An operator corrects a catalogue's offers (issue 23, item 5): from the catalogue list's
 * "N offers" link to the offers editor, a price changed, a box nudged with the keyboard, a new
 * offer drawn with the pointer, one deleted; the list then counts them as edited. The editor
 * passes axe and the W3C checker in English and Arabic. What it changed is put back at the end,
 * so the other journeys see the demo's offers.
 */
import type { Page } from "@playwright/test";
import { confirmDelete, expect, signIn, test } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

type Offer = { id: number; page: number; name: string | null; price: number; hidden: boolean; source: string };
const offersOf = async (page: Page, catalogId: string) =>
  (await (await page.request.get(`/api/admin/catalogs/${catalogId}/offers`)).json()).data as Offer[];

test("an operator edits a price, draws a new offer and deletes one; the editor is accessible in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.on("dialog", (d) => void d.accept());
  await signIn(page);
  const origin = new URL(page.url()).origin;
  const documents: HtmlDocument[] = [];
  const axe: Record<string, string[]> = {};
  const check = async (label: string) => {
    axe[label] = await axeViolations(page);
    documents.push({ label, html: await page.content() });
  };

  // From the list's count to the editor.
  await page.goto("/admin/catalogs");
  const link = page.getByTestId("catalog-offers").first();
  await expect(link).toHaveText(/^\d+ offers$/);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/catalogs\/(\d+)\/offers\?page=1$/);
  const catalogId = page.url().match(/catalogs\/(\d+)\/offers/)![1]!;
  const boxes = page.getByTestId("offer-box");
  await expect(boxes.first()).toBeVisible();
  const before = await offersOf(page, catalogId);
  const onPage = before.filter((o) => !o.hidden && o.page === 1);
  await expect(boxes).toHaveCount(onPage.length);
  await check("en editor");

  // Change a price.
  const first = page.locator(`[data-testid=offer-box][data-offer="${onPage[0]!.id}"]`);
  await first.click();
  const form = page.getByTestId("offer-form");
  await form.getByLabel("Price (AED)", { exact: true }).fill("4.50");
  await form.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("Offer saved")).toBeVisible();
  await expect(form.getByTestId("offer-source")).toHaveText("Found automatically, edited");
  // The arrow keys move the selected box; its numbers follow.
  const left = form.getByLabel("From the left");
  const x = Number(await left.inputValue());
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(left).toHaveValue(String(Math.round((x + 0.5) * 10) / 10));
  await form.getByRole("button", { name: "Cancel" }).click();
  await check("en editor, an offer open");

  // Draw a new offer in the page's top-left corner (over its banner, where no offer is).
  await page.getByTestId("offer-draw").click();
  const canvas = await page.getByTestId("offer-canvas").boundingBox();
  await page.mouse.move(canvas!.x + canvas!.width * 0.04, canvas!.y + canvas!.height * 0.02);
  await page.mouse.down();
  await page.mouse.move(canvas!.x + canvas!.width * 0.3, canvas!.y + canvas!.height * 0.07, { steps: 8 });
  await page.mouse.up();
  await expect(form.getByRole("heading", { name: "New offer" })).toBeVisible();
  await form.getByLabel("Name (English)").fill("Journey dates 1 kg");
  await form.getByLabel("Price (AED)", { exact: true }).fill("12");
  await form.getByRole("button", { name: "Add offer" }).click();
  await expect(page.getByText("Offer added")).toBeVisible();
  await expect(boxes).toHaveCount(onPage.length + 1);

  // Delete another offer.
  await page.locator(`[data-testid=offer-box][data-offer="${onPage[1]!.id}"]`).click();
  await form.getByRole("button", { name: "Delete offer" }).click();
  // Asked in the page's own dialog (in the admin's language), never the browser's.
  await expect(page.getByTestId("confirm-dialog")).toContainText("This cannot be undone.");
  await confirmDelete(page);
  await expect(page.getByText("Offer deleted")).toBeVisible();
  await expect(boxes).toHaveCount(onPage.length);
  await expect(page.getByTestId("offers-deleted")).toBeVisible();

  // What the API (and so shoppers) hold now, and what the list counts.
  const after = await offersOf(page, catalogId);
  expect(after.find((o) => o.id === onPage[0]!.id)).toMatchObject({ price: 4.5 });
  expect(after.find((o) => o.id === onPage[1]!.id)).toMatchObject({ hidden: true });
  const added = after.find((o) => o.name === "Journey dates 1 kg")!;
  expect(added).toMatchObject({ source: "operator", price: 12 });
  await page.goto("/admin/catalogs");
  await expect(page.getByTestId("catalog-offers").first()).toHaveText(`${before.length} offers, 2 edited`);

  // The editor in Arabic, an offer open.
  await page.goto(`/ar/admin/catalogs/${catalogId}/offers?page=1`);
  await expect(page.getByRole("heading", { name: "العروض على الصفحات" })).toBeVisible();
  await page.locator(`[data-testid=offer-box][data-offer="${added.id}"]`).click();
  await expect(page.getByTestId("offer-form").getByLabel("السعر (درهم)")).toHaveValue("12");
  await check("ar editor, an offer open");

  // Put the demo back: the operator's offer removed, the deleted one back, the price as it was.
  const write = (method: "PATCH" | "DELETE", path: string, data?: unknown) =>
    page.request.fetch(path, { method, headers: { Origin: origin }, data });
  expect((await write("DELETE", `/api/admin/offers/${added.id}`)).status()).toBe(200);
  expect((await write("PATCH", `/api/admin/offers/${onPage[1]!.id}`, { hidden: false })).status()).toBe(200);
  expect((await write("PATCH", `/api/admin/offers/${onPage[0]!.id}`, { price: onPage[0]!.price })).status()).toBe(200);

  expect.soft(Object.fromEntries(Object.entries(axe).filter(([, v]) => v.length > 0))).toEqual({});
  expect(htmlErrors(documents)).toEqual({});
});
