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
    await page.goto(path);
    const activity = await posted;
    const answer = await activity.response();
    expect(answer?.status()).toBe(201);
    // The achievements check follows the post: once it has answered, nothing may stay open.
    await page.waitForResponse((r) => r.url().includes("/check-achievements"));
    await expect
      .poll(() => [...open].map((r) => r.url()), { message: "requests the page never finished", timeout: 10_000 })
      .toEqual([]);
  });
}
