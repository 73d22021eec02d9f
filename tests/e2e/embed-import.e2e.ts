/**
 * Issue 27, items 5 and 6 in the browser: a retailer's page on another origin shows the embed
 * (paging through it, its views and page reads counted from inside the frame) and could not frame
 * any other page of the site; an operator copies the
 * embed code in the chosen language from the store's edit screen; and the import screen takes
 * the stores file it just downloaded: a clean dry run enables Import, a file with problems lists
 * them by line and column and keeps Import disabled.
 */
import { createServer } from "node:http";
import { expect, signIn, test } from "./fixtures.ts";

// An ordinary Chrome: Playwright's own "HeadlessChrome" is on the bot list and would not be counted.
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
test.use({ userAgent: CHROME });

/** A store whose embed shows a catalogue (the e2e server processes the demo before it serves). */
async function storeWithCatalogue(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const stores = (await (await request.get("/api/stores")).json()) as { slug: string }[];
  for (const s of stores) if ((await request.get(`/embed/store/${s.slug}?page=2`)).status() === 200) return s.slug;
  throw new Error("no store with a live catalogue of two pages or more");
}

test("a retailer's site frames the embed and pages through it; no other page can be framed", async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const slug = await storeWithCatalogue(request);
  // The retailer's page, served from another origin on this machine (a page made up by
  // page.route has no address, so the browser's private-network rules would refuse its frames).
  const html = `<!doctype html><html lang="en"><title>Retailer</title><body>
    <iframe name="embed" src="${baseURL}/ar/embed/store/${slug}" title="Our flyer" style="width:100%;aspect-ratio:3/4;border:0"></iframe>
    <iframe name="blocked" src="${baseURL}/store/${slug}" title="Not allowed"></iframe></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end(html));
  const port = Number(new URL(baseURL!).port) + 1;
  // Every local address, so "localhost" answers whichever of ::1 and 127.0.0.1 the browser tries.
  await new Promise<void>((done) => server.listen(port, done));
  const retailer = `http://localhost:${port}/`;
  const counted = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.request().method() === "POST");
  await page.goto(retailer);
  const embed = page.frameLocator("iframe[name=embed]");
  await expect(embed.getByTestId("embed-page-image")).toBeVisible();
  // The frame's document is the site's origin: its events pass the same-origin rule (202, not 403).
  // (A keepalive request's answer body cannot be read here; that a browser's are counted and a
  // bot's not is routes/pages/embed-counting.test.ts.)
  const answer = await counted;
  expect(answer.status()).toBe(202);
  const sent = answer.request().postDataJSON().events as { type: string; page?: number }[];
  expect(sent.map((e) => `${e.type}${e.page ? ` ${e.page}` : ""}`)).toEqual(["catalog_view", "page_read 1"]);
  await expect(embed.getByTestId("embed-page-of")).toContainText("الصفحة 1");
  await embed.getByTestId("embed-next").click();
  await expect(embed.getByTestId("embed-page-of")).toContainText("الصفحة 2");
  await expect(embed.getByTestId("embed-open")).toHaveAttribute("target", "_blank");
  // The store page refuses to be framed: the browser shows its own error page in the frame.
  await expect.poll(() => page.frame({ name: "blocked" })?.url()).toMatch(/^chrome-error:/);
  server.close();
  // That refusal is logged by the browser as an error: the one expected here, and nothing else.
  const refused = consoleErrors.filter((e) => e.includes("frame-ancestors"));
  expect(refused.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));
});

test("the store's edit screen gives the embed code in the chosen language", async ({ page, request }) => {
  const slug = await storeWithCatalogue(request);
  const store = (await (await request.get(`/api/stores/by-slug/${slug}`)).json()) as { id: number };
  await signIn(page);
  await page.goto(`/admin/stores/edit/${store.id}`);
  const code = page.getByTestId("embed-code");
  await expect(code).toHaveValue(new RegExp(`/embed/store/${slug}" title="[^"]+: current catalog on UAE Deals"`));
  await page.getByTestId("embed-language-ar").check();
  await expect(code).toHaveValue(
    new RegExp(`/ar/embed/store/${slug}" title="[^"]+: الكتالوج الحالي على عروض الإمارات"`),
  );
});

test("import: the downloaded stores file dry-runs clean and imports; a bad file lists its problems", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/import");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-stores").click()]);
  const file = await download.path();
  await page.getByTestId("import-file").setInputFiles(file);
  await expect(page.getByTestId("import-report")).toHaveAttribute("data-errors", "0");
  await expect(page.getByTestId("import-report")).toContainText("No problems found");
  await page.getByTestId("import-run").click();
  await expect(page.getByText(/Imported: 0 new, \d+ updated/)).toBeVisible();

  await page.goto("/ar/admin/import");
  const bad = Buffer.from("slug,name,category,featured\r\nx,,Nowhere,maybe\r\n");
  await page.getByTestId("import-file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: bad });
  await expect(page.getByTestId("import-error")).toHaveCount(3);
  await expect(page.getByTestId("import-report")).toContainText("المشكلات: 3");
  // Each problem in the screen's language, the file's own words kept (they were English sentences).
  await expect(page.getByTestId("import-error")).toHaveText([
    /اكتب yes أو no/,
    /هذه القيمة مطلوبة/,
    /فئة غير معروفة: «\u2068Nowhere\u2069»/,
  ]);
  await expect(page.getByTestId("import-run")).toBeDisabled();
});
