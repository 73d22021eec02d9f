/**
 * The browser's side of a push subscription (My deals' "Notify me", notify-me.tsx): fetched
 * when the shopper presses it or has one, not with the page. The subscription is for the site's
 * VAPID key (GET /api/me/push) and kept under this visitor's session (POST /api/me/push) in the
 * page's language; the worker (public/push/sw.js) only shows what arrives.
 */
import { meRead, meWrite } from "./me-api.ts";

const WORKER = "/push/sw.js";

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/push/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Resolves once `registration` has an active worker: the browser refuses to subscribe before.
 * (`navigator.serviceWorker.ready` is not it: that is the page's own worker, the offline one at "/".)
 */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve();
    });
  });
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/** Asks the browser's permission, subscribes and tells the server; "denied" when the shopper says no. Throws on failure. */
export async function subscribe(lang: "en" | "ar"): Promise<"on" | "denied"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const key = await meRead<{ publicKey: string }>("/push");
  if (!key) throw new Error("no key");
  const registration = await navigator.serviceWorker.register(WORKER, { scope: "/push/" });
  await activated(registration);
  const sub = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key.publicKey),
  });
  const res = await meWrite("POST", "/push", { ...sub.toJSON(), lang });
  if (!res.ok) throw new Error(String(res.status));
  return "on";
}

/** Removes the subscription on both sides (whatever fails, the browser's copy is dropped if it can be). */
export async function unsubscribe(): Promise<void> {
  const sub = await currentSubscription().catch(() => null);
  if (!sub) return;
  await meWrite("DELETE", "/push", { endpoint: sub.endpoint }).catch(() => undefined);
  await sub.unsubscribe().catch(() => undefined);
}
