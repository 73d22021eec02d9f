/**
 * Development only (UAE_DEALS_DEV=1, set by `npm run dev`): a same-origin script that
 * reloads the page when the dev server restarts. Never mounted in production.
 */
import type { Hono } from "hono";

const SCRIPT = `(() => {
  let seen = false;
  const source = new EventSource("/__dev/events");
  source.onopen = () => { if (seen) location.reload(); seen = true; };
})();`;

export function isDevMode(): boolean {
  return process.env.UAE_DEALS_DEV === "1";
}

export function mountDevReload(app: Hono): void {
  app.get("/__dev/reload.js", (c) =>
    c.body(SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" }),
  );
  app.get("/__dev/events", () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(": connected\n\n"));
      },
    });
    return new Response(stream, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" } });
  });
}
