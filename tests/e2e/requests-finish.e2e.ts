/**
 * Every request a public page makes must end: Lighthouse (and any tool that waits for the
 * network to go quiet) waited 45 s on the store, branch and search pages and gave up, because
 * the visitor tracker's activity post was answered but its body never read, so the browser
 * kept that response open. Here each page's requests are followed until the tracker has
 * posted, and each must be reported finished (body read) by the browser.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

for (const path of ["/store/carrefour", "/ar/search?q=milk"]) {
  test(`every request of ${path} finishes`, async ({ page }) => {
    const open = new Set<Request>();
    page.on("request", (r) => open.add(r));
    page.on("requestfinished", (r) => open.delete(r));
    page.on("requestfailed", (r) => open.delete(r));
    const posted = page.waitForRequest((r) => r.url().includes("/activity"));
    // Waited for from the start: it can answer before the post's own response is read here.
    const checked = page.waitForResponse((r) => r.url().includes("/check-achievements"));
    await page.goto(path);
    const activity = await posted;
    const answer = await activity.response();
    expect(answer?.status()).toBe(201);
    // The achievements check follows the post: once it has answered, nothing may stay open.
    await checked;
    await expect
      .poll(() => [...open].map((r) => r.url()), { message: "requests the page never finished", timeout: 10_000 })
      .toEqual([]);
  });
}

test("a personal call answered 401 (the browser kept an id the server no longer knows) ends before it is made again", async ({
  page,
  consoleErrors,
}) => {
  // A session id this browser kept, with no cookie for it: My deals' first call is answered 401,
  // the session is announced again, and the call is repeated. The 401 must not stay open.
  await page.addInitScript(() => localStorage.setItem("uae-deals-session", "RequestsFinishUnknown01"));
  const open = new Set<Request>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/me/deals") && r.status() === 401);
  const repeated = page.waitForResponse((r) => r.url().endsWith("/api/me/deals") && r.status() === 200);
  await page.goto("/my-deals");
  await refused;
  await repeated;
  await expect
    .poll(() => [...open].map((r) => r.url()).filter((u) => u.includes("/api/me/deals")), {
      message: "the refused call was never finished",
      timeout: 10_000,
    })
    .toEqual([]);
  // The browser logs the 401 this test makes on purpose; any other error still fails it.
  const expected = (e: string) => e.includes("status of 401") && e.includes("/api/me/deals");
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
});
