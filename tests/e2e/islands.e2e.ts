/**
 * A failing island fails alone (issue 20): the grid/list switch of the lists is broken on
 * purpose, by serving its browser module as a 404, as a module that does not parse, as one
 * whose component throws, or as one that throws only once hydrated. The page must stay
 * readable (its heading, cards and sort), the switch must show its "couldn't load" notice,
 * the header's islands must still work, and no uncaught error may reach the page. The
 * notice passes axe and the HTML checker in English and Arabic.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

/** The grid/list switch's browser module (not a request for it with a query: see `breakAfterHydration`). */
const VIEW_TOGGLE = /\/assets\/view-toggle-[^/?]*\.js$/;

/** What each way of breaking it serves for the module. */
const BREAKS = {
  "fails to load": { status: 404, contentType: "text/plain", body: "gone" },
  "has a syntax error": { status: 200, contentType: "text/javascript", body: "export function ViewToggle( {" },
  "throws while rendering": {
    status: 200,
    contentType: "text/javascript",
    body: 'export function ViewToggle() { throw new Error("ViewToggle broken on purpose"); }',
  },
} as const;

type Break = keyof typeof BREAKS;

async function breakViewToggle(page: Page, how: Break) {
  await page.route(VIEW_TOGGLE, (route) => route.fulfill(BREAKS[how]));
}

/**
 * Takes out of `errors` the ones a broken view toggle is expected to log (the browser's log
 * of the refused module, the island's own report) and checks nothing else was logged or
 * thrown: an uncaught error would be a `pageerror` here.
 */
function expectOnlyTheToggleFailed(errors: string[], how: Break) {
  const expected = [/^\[island\] ViewToggle failed and shows its notice instead:/];
  if (how === "fails to load") expected.push(/^Failed to load resource: .*404.*\/assets\/view-toggle-/);
  const others = errors.filter((e) => !expected.some((re) => re.test(e)));
  expect(others, "errors other than the broken view toggle's").toEqual([]);
  expect(
    errors.some((e) => expected[0]!.test(e)),
    "the island reported its failure",
  ).toBe(true);
  errors.splice(0);
}

/** The list page still reads as the server rendered it: heading, cards, result count and sort. */
async function expectListReadable(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId("store-card").first()).toBeVisible();
  expect(await page.getByTestId("store-card").count()).toBeGreaterThan(1);
  await expect(page.locator("#sort")).toBeVisible();
}

for (const how of Object.keys(BREAKS) as Break[]) {
  test(`a view toggle that ${how} leaves /stores readable and the header working`, async ({ page, consoleErrors }) => {
    await breakViewToggle(page, how);
    await page.goto("/stores");
    const notice = page.locator('[data-testid=island-failed][data-island="ViewToggle"]');
    await expect(notice).toHaveText("Couldn't load");
    await expect(notice).toHaveAttribute("role", "status");
    await expect(notice.getByRole("button", { name: "Reload the page" })).toBeVisible();
    await expectListReadable(page, "All Stores");
    // The switch's own buttons are gone with it; nothing else on the page says it failed.
    await expect(page.getByTestId("view-list")).toHaveCount(0);
    await expect(page.getByTestId("island-failed")).toHaveCount(1);

    // The header's islands hydrated and respond: the emirate selector submits on change.
    await waitForHydration(page);
    await page.locator("#emirate-select").selectOption("dubai");
    await expect(page).toHaveURL(/\/stores\?emirate=dubai/);
    await expect(notice).toBeVisible();
    await expectListReadable(page, "All Stores");

    // The language switch leads to the Arabic page, where the notice speaks Arabic.
    await page.getByTestId("language-switcher").click();
    await expect(page).toHaveURL(/\/ar\/stores\?emirate=dubai/);
    await expect(notice).toHaveText("تعذّر التحميل");
    await expect(notice.getByRole("button", { name: "أعد تحميل الصفحة" })).toBeVisible();
    await expectListReadable(page, "جميع المتاجر");
    expectOnlyTheToggleFailed(consoleErrors, how);
  });
}

test("an island that breaks after hydration fails alone: the page around it keeps its nodes", async ({
  page,
  consoleErrors,
}) => {
  // The real switch, behind a wrapper that throws on its next render once told to; the real
  // module is asked for with a query, which the route lets through.
  await page.route(VIEW_TOGGLE, (route) => {
    const real = `${new URL(route.request().url()).pathname}?real`;
    return route.fulfill({
      contentType: "text/javascript",
      body: `import { ViewToggle as Real } from ${JSON.stringify(real)};
export function ViewToggle(props) {
  if (globalThis.breakViewToggle) throw new Error("ViewToggle broken on purpose");
  return Real(props);
}`,
    });
  });
  await page.goto("/stores");
  await waitForHydration(page);
  await expect(page.getByTestId("island-failed")).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    w.heading = document.querySelector("h1");
    w.breakViewToggle = true;
  });
  // Choosing the list view re-renders the switch, which now throws.
  await page.getByTestId("view-list").click();
  const notice = page.locator('[data-testid=island-failed][data-island="ViewToggle"]');
  await expect(notice).toHaveText("Couldn't load");
  await expectListReadable(page, "All Stores");
  // Outside the island nothing was rendered again: the heading is the node the server sent.
  expect(
    await page.evaluate(() => document.querySelector("h1") === (window as unknown as { heading: unknown }).heading),
  ).toBe(true);
  await page.locator("#emirate-select").selectOption("sharjah");
  await expect(page).toHaveURL(/emirate=sharjah/);
  expectOnlyTheToggleFailed(consoleErrors, "throws while rendering");
});

test("on a phone the notice keeps to a sign and a reload button, and the menu still opens", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await breakViewToggle(page, "throws while rendering");
  await page.goto("/stores");
  const notice = page.locator('[data-testid=island-failed][data-island="ViewToggle"]');
  await expect(notice.getByRole("button", { name: "Reload the page" })).toBeVisible();
  // The words are there for assistive technology, not on screen.
  await expect(notice).toContainText("Couldn't load");
  expect(await notice.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(80);
  await waitForHydration(page);
  const menu = page.getByTestId("mobile-menu");
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  // Closing on Escape is the hydrated menu's own behaviour (a bare <details> keeps open).
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  expectOnlyTheToggleFailed(consoleErrors, "throws while rendering");
});

test("the broken island's notice passes axe and the HTML checker, in English and Arabic", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await breakViewToggle(page, "throws while rendering");
  const documents: HtmlDocument[] = [];
  const findings: Record<string, string[]> = {};
  for (const path of ["/stores", "/ar/stores"]) {
    await page.goto(path);
    await expect(page.getByTestId("island-failed")).toBeVisible();
    await waitForHydration(page);
    findings[path] = await axeViolations(page);
    // The document as the browser now holds it, notice included.
    documents.push({
      label: path,
      html: `<!DOCTYPE html>\n${await page.locator("html").evaluate((h) => h.outerHTML)}`,
    });
  }
  expect(findings).toEqual({ "/stores": [], "/ar/stores": [] });
  expect(htmlErrors(documents)).toEqual({});
  expectOnlyTheToggleFailed(consoleErrors, "throws while rendering");
});
