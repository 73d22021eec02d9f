/**
 * Registers the offline worker (/sw.js, src/client/service-worker.ts) once the page has loaded,
 * so it never competes with the page's own first requests. Not in development: `npm run dev`
 * rebuilds files under the same names, which a worker's caches would keep serving.
 */
export function registerOfflineWorker() {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
