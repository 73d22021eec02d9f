/**
 * Registers the offline worker (/sw.js, src/client/service-worker.ts) once the page has loaded
 * and the browser is idle, so it never competes with the page's own first requests, nor its
 * registration (and the worker's install, which fetches the offline files) with the tasks that
 * hydrate the page. Not in development: `npm run dev` rebuilds files under the same names,
 * which a worker's caches would keep serving.
 */
import { whenIdle } from "./when-idle.ts";

export function registerOfflineWorker() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  const later = () => whenIdle(register, 5000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
