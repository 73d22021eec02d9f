/**
 * "Notify me" on My deals, with the site's offline worker controlling the page: the push worker
 * (scope /push/) must be active before the browser is asked for a subscription. It once waited on
 * `navigator.serviceWorker.ready`, which is the page's own worker, so it could subscribe before
 * its worker was active, or wait forever on a page no worker controlled. There is no push
 * service here (no internet), so the browser's subscribe is answered in the page by a
 * subscription made up for the test; the rest is real: the permission, the worker, the call
 * that keeps it under the session, and "Stop notifications".
 */
import { expect, test, waitForHydration } from "./fixtures.ts";

test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

test("Notify me subscribes through the push worker, and Stop notifications ends it", async ({ page }) => {
  await page.addInitScript(() => {
    const bytes = (n: number) =>
      btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const made = {
      endpoint: "https://fcm.googleapis.com/fcm/send/e2e-notify-me",
      keys: { p256dh: bytes(65), auth: bytes(16) },
    };
    let current: unknown = null;
    PushManager.prototype.subscribe = async function (this: PushManager) {
      // The browser itself refuses a registration whose worker is not active yet.
      const registration = await navigator.serviceWorker.getRegistration("/push/");
      if (!registration?.active) throw new DOMException("no active worker", "AbortError");
      current = { endpoint: made.endpoint, toJSON: () => made, unsubscribe: async () => true };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  });
  await page.goto("/my-deals");
  await waitForHydration(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/me/push") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Notify me" }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole("button", { name: "Stop notifications" })).toBeVisible();
  const removed = page.waitForResponse((r) => r.url().endsWith("/api/me/push") && r.request().method() === "DELETE");
  await page.getByRole("button", { name: "Stop notifications" }).click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByRole("button", { name: "Notify me" })).toBeVisible();
});
