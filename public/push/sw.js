/*
 * Push notifications only (issue 25): shows what src/jobs/alerts.ts sends and opens its page.
 * Registered by "Notify me" (src/client/notify-me.tsx) with the scope /push/, so it controls no
 * page and never stands in the way of the site's own offline worker.
 */
self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    return;
  }
  if (!alert.title) return;
  const actions = alert.unsubscribe ? [{ action: "unsubscribe", title: alert.unsubscribe.label }] : [];
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      lang: alert.lang,
      dir: alert.dir,
      tag: alert.tag,
      icon: "/favicon.svg",
      actions,
      data: { url: alert.url, unsubscribe: alert.unsubscribe && alert.unsubscribe.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const url = event.action === "unsubscribe" ? data.unsubscribe : data.url;
  // Only this site's pages are opened.
  if (url && new URL(url).origin === self.location.origin) event.waitUntil(self.clients.openWindow(url));
});
