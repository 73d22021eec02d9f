/**
 * Catalogue processing as an operator sees it: a new catalogue's PDF goes from Queued or
 * Processing to Ready (30 pages) in the list without a reload, and its form shows the state
 * and the cover processing made; a password-protected PDF is refused at upload with its reason
 * beside the file field, and one given by address fails processing with its reason in words,
 * and Retry queues it again. The flyer has 30 pages, so processing takes long enough (seconds)
 * for the list to be seen waiting and polling; the timeouts are generous for busy machines.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { confirmDelete, expect, signIn, test } from "./fixtures.ts";

const FIXTURES = join(import.meta.dirname, "../../src/jobs/catalog-pages/fixtures");
const WAIT = { timeout: 180_000 };

/** The fixture with a unique comment after its end, so no other catalogue shares its bytes (no copied pages). */
function uniquePdf(fixture: string) {
  const bytes = Buffer.concat([
    readFileSync(join(FIXTURES, `${fixture}.pdf`)),
    Buffer.from(`\n% ${crypto.randomUUID()}\n`),
  ]);
  return { name: `${fixture}.pdf`, mimeType: "application/pdf", buffer: bytes };
}

/** A 30-page flyer made of the text fixture's pages, with bytes no other catalogue has. */
async function longPdf(pages: number) {
  const source = await PDFDocument.load(readFileSync(join(FIXTURES, "text.pdf")));
  const doc = await PDFDocument.create();
  doc.setTitle(crypto.randomUUID());
  for (let i = 0; i < pages; i++) doc.addPage((await doc.copyPages(source, [i % source.getPageCount()]))[0]!);
  return { name: "long-flyer.pdf", mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

/**
 * Creates a catalogue through the form with `pdf` uploaded, or given by its address on the site
 * (a file placed in the server's media, as an operator may name one); ends on the list, searched to it.
 */
async function createCatalogue(
  page: Page,
  title: string,
  pdf: { name: string; mimeType: string; buffer: Buffer } | { address: string },
) {
  await page.goto("/admin/catalogs/new");
  const form = page.getByTestId("catalog-form");
  await expect(form.getByLabel("Branch")).toBeDisabled(); // hydrated
  await expect(form.getByText("The PDF is processed after you save")).toBeVisible();
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Store").selectOption({ label: "Carrefour" });
  if ("address" in pdf) await form.getByLabel("PDF file URL").fill(pdf.address);
  else {
    await form.getByTestId("pdf-upload").setInputFiles(pdf);
    await expect(form.getByLabel("PDF file URL")).toHaveValue(/^\/media\/uploads\/.+\.pdf$/);
  }
  await expect(form.getByRole("button", { name: "Create Catalog" })).toBeEnabled();
  await form.getByRole("button", { name: "Create Catalog" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogs$/);
  await page.getByTestId("admin-search").fill(title);
  await expect(page.getByTestId("catalog-row")).toHaveCount(1);
}

test("an operator uploads a PDF and watches it processed to Ready; a password-protected one fails with its reason and Retry", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(420_000);
  await signIn(page);
  const statusRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/catalog-processing")) statusRequests.push(r.url());
  });

  // A good PDF: waiting or processing first, then Ready with its page count, all without a reload.
  await createCatalogue(page, "Journey Processing Flyer", await longPdf(30));
  const row = page.getByTestId("catalog-row");
  const badge = row.getByTestId("processing");
  await expect(badge).toHaveAttribute("data-state", /^(queued|processing)$/);
  await expect(badge).toHaveText(/^(Queued|Processing.*)$/);
  const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await expect(badge).toContainText("Ready (30 pages)", WAIT);
  await expect(badge).toHaveAttribute("data-state", "ready");
  // How its text was read (issue 22): this one has a text layer.
  await expect(badge.getByTestId("processing-text")).toHaveText("Read from text");
  await expect(row.getByTestId("catalog-pages")).toHaveText("30");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
  // It polled (one catalogue, by id) and stopped once nothing was left to wait for.
  // The edit link carries the list's state after the id (?list=…).
  const id = Number((await row.getByRole("link", { name: "Edit" }).getAttribute("href"))!.match(/\/edit\/(\d+)/)![1]);
  expect(statusRequests.filter((u) => u.endsWith(`?ids=${id}`)).length).toBeGreaterThan(1);
  const polled = statusRequests.length;
  await page.waitForTimeout(4500);
  expect(statusRequests.length).toBe(polled);

  // Its form shows the state, and page 1 became the cover (the operator gave none).
  await row.getByRole("link", { name: "Edit" }).click();
  const form = page.getByTestId("catalog-form");
  await expect(form.getByTestId("form-processing")).toContainText("Ready (30 pages)");
  await expect(form.getByLabel("Cover image URL")).toHaveValue(/^\/media\/pages\/[0-9a-f]+\/1-480\.webp$/);
  await expect(form.getByTestId("cover-preview")).toBeVisible();
  await expect(form.getByLabel("Pages")).toHaveValue("30");

  // A password-protected PDF is refused at upload (issue 24): the reason shows beside the file
  // field in words, and the field keeps what it had.
  await page.goto("/admin/catalogs/new");
  const fresh = page.getByTestId("catalog-form");
  await expect(fresh.getByLabel("Branch")).toBeDisabled(); // hydrated
  await fresh.getByTestId("pdf-upload").setInputFiles(uniquePdf("encrypted"));
  await expect(fresh.locator("#catalog-file-error")).toHaveText(
    "Not uploaded: The PDF is password-protected. Upload a copy without a password.",
  );
  await expect(fresh.getByLabel("PDF file URL")).toHaveAttribute("aria-invalid", "true");
  await expect(fresh.getByLabel("PDF file URL")).toHaveValue("");
  consoleErrors.splice(0); // the browser logs the refused upload (422); that is this step's point

  // One named by its address is processed: it fails and says why, in words.
  const lockedFile = `locked-${crypto.randomUUID()}.pdf`;
  writeFileSync(join(process.env.E2E_DATA_DIR!, "media", "catalogs", lockedFile), uniquePdf("encrypted").buffer);
  await createCatalogue(page, "Journey Locked Flyer", { address: `/media/catalogs/${lockedFile}` });
  const locked = page.getByTestId("catalog-row").getByTestId("processing");
  await expect(locked).toHaveAttribute("data-state", "failed", WAIT);
  await expect(locked).toContainText("Failed: The PDF is password-protected. Upload a copy without a password.");
  const retry = locked.getByRole("button", { name: "Retry" });
  await expect(retry).toBeVisible();
  await retry.click();
  // Queued afresh (no reload), then failed again for the same reason.
  await expect(locked).toHaveAttribute("data-state", /^(queued|processing)$/);
  await expect(locked.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(locked).toHaveAttribute("data-state", "failed", WAIT);

  // The form of the failed one says the same and offers Retry there too.
  await page.getByTestId("catalog-row").getByRole("link", { name: "Edit" }).click();
  await expect(form.getByTestId("form-processing")).toContainText("The PDF is password-protected.");
  await expect(form.getByTestId("form-processing").getByRole("button", { name: "Retry" })).toBeVisible();

  // The dashboard counts it.
  await page.goto("/admin");
  await expect(page.getByTestId("processing-summary")).toContainText(/\d+ catalogs? failed to process/);

  // Leave the demo as it was for the other journeys.
  for (const title of ["Journey Processing Flyer", "Journey Locked Flyer"]) {
    await page.goto("/admin/catalogs");
    await page.getByTestId("admin-search").fill(title);
    await page.getByTestId("catalog-row").getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(page.getByTestId("toast")).toContainText("Catalog deleted");
  }
});
