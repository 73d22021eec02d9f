/**
 * Every admin screen in English and Arabic passes axe (WCAG 2.2 AA) once it has loaded its
 * data, and its rendered HTML (the admin screens render on the client, so `page.content()`)
 * passes the Nu HTML checker — forms included while they show their errors, with the
 * Arabic tab open, side by side, and lists filtered to records without Arabic. Signs in
 * with the e2e operator and never changes its password (admin-account.e2e.ts does, and
 * restores it). The screens and the states they are checked in are in quality-admin-screens.ts.
 */

import { fromOwnAddress } from "./client-address.ts";
import { expect, test } from "./fixtures.ts";
import { E2E_ADMIN } from "./operator.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";
import { addFailedCatalogue, LOCKED, screens, visible } from "./quality-admin-screens.ts";

test("every admin screen has no axe violations and valid HTML, in English and Arabic", async ({ page }) => {
  // Every admin screen twice (two languages) with axe and the HTML checker: about 4 minutes on an idle
  // two-core machine, more on a busy one (the offers editor added screens).
  test.setTimeout(600_000);
  const axe: Record<string, string[]> = {};
  const documents: HtmlDocument[] = [];
  const check = async (label: string) => {
    axe[label] = await axeViolations(page);
    documents.push({ label, html: await page.content() });
  };

  for (const lang of ["en", "ar"] as const) {
    const prefix = lang === "ar" ? "/ar" : "";
    await page.context().clearCookies();
    await page.goto(`${prefix}/admin/login`);
    await check(`${lang} login`);
    await page.locator("[data-testid=login-form] button[type=submit]").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await check(`${lang} login (errors shown)`);
    await page.locator("input[name=username]").fill(E2E_ADMIN.username);
    await page.locator("input[name=password]").fill(E2E_ADMIN.password);
    await page.locator("[data-testid=login-form] button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
    // Each language starts from the default English tab (the screens below change it, and it is remembered).
    await page.evaluate(() => localStorage.removeItem("admin.contentLanguages"));
    if (lang === "en") {
      // A message in the inbox, so the messages screen shows one.
      const sent = await page.request.post("/api/contact", {
        headers: { Origin: new URL(page.url()).origin, ...fromOwnAddress("quality-admin") },
        data: {
          firstName: "Quality",
          lastName: "Check",
          email: "quality@example.ae",
          subject: "Admin quality check",
          message: "A message for the inbox screen.",
          agreeToTerms: true,
        },
      });
      expect(sent.status()).toBe(201);
      await addFailedCatalogue(page);
    }
    for (const screen of await screens(page)) {
      await page.goto(prefix + screen.path);
      await screen.ready(page);
      await check(`${lang} ${screen.name}`);
    }
    // On a phone the sections open from the Menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/admin/stores`);
    await visible("store-row")(page);
    await page.getByTestId("admin-nav-toggle").click();
    await expect(page.getByTestId("admin-nav").locator("[aria-current=page]")).toBeVisible();
    await check(`${lang} phone, sections menu open`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The locked flyer was only for these screens: the public journeys see the demo as it was.
  const catalogues = (await (await page.request.get("/api/catalogs")).json()) as { id: number; title: string }[];
  for (const c of catalogues.filter((c) => c.title === LOCKED))
    await page.request.delete(`/api/catalogs/${c.id}`, { headers: { Origin: new URL(page.url()).origin } });

  const html = htmlErrors(documents);
  const counts = Object.fromEntries(
    documents.map((d) => [d.label, { axe: axe[d.label]?.length ?? 0, html: html[d.label]?.length ?? 0 }]),
  );
  console.log(JSON.stringify(counts, null, 1));
  expect.soft(Object.fromEntries(Object.entries(axe).filter(([, v]) => v.length > 0))).toEqual({});
  expect(html).toEqual({});
});
