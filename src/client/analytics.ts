/**
 * Counting in the browser (issue 27), without cookies: events are gathered for a couple of
 * seconds and posted together to /api/events (at most MAX_BATCH a call), and whatever is left is
 * sent when the page is hidden or left (keepalive, so it still arrives). The anonymous session
 * id, when this browser has one, goes with them so the server counts a visitor once a day;
 * nothing else about the visitor is sent. Counting never gets in the shopper's way: failures
 * are dropped silently.
 */
import { MAX_BATCH } from "#lib/analytics-batch.ts";
import type { ClientEvent } from "#schemas/analytics.ts";
import { SESSION_KEY } from "./session-key.ts";

const SEND_AFTER_MS = 2000;
/** A page counts as read once it has been on screen this long. */
const READ_AFTER_MS = 1000;

const queue: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function sessionId(): string | undefined {
  try {
    return localStorage.getItem(SESSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function send(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const lang = document.documentElement.lang === "ar" ? "ar" : "en";
  while (queue.length) {
    const events = queue.splice(0, MAX_BATCH);
    fetch("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      keepalive: true,
      body: JSON.stringify({ sessionId: sessionId(), lang, events }),
    }).catch(() => undefined);
  }
}

/** Counts one event (sent within a couple of seconds, or when the page is left). */
export function count(event: ClientEvent): void {
  queue.push(event);
  if (!listening) {
    listening = true;
    window.addEventListener("pagehide", send);
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  }
  if (queue.length >= MAX_BATCH) send();
  else timer ??= setTimeout(send, SEND_AFTER_MS);
}

let reading: ReturnType<typeof setTimeout> | null = null;

/**
 * A catalogue page is on screen: counted as read if it is still there, and the tab visible,
 * READ_AFTER_MS later. A page turned before then is not a read.
 */
export function pageOnScreen(catalog: number, page: number): void {
  if (reading) clearTimeout(reading);
  reading = setTimeout(() => {
    reading = null;
    if (document.visibilityState === "visible") count({ type: "page_read", catalog, page });
  }, READ_AFTER_MS);
}

/** The page left the screen (the viewer closed): a pending read is not counted. */
export function pageOffScreen(): void {
  if (reading) clearTimeout(reading);
  reading = null;
}

/** What a shared address is about (a catalogue page, an offer): the share to count, or null. */
export function shareOf(url: string): ClientEvent | null {
  let address: URL;
  try {
    address = new URL(url, window.location.href);
  } catch {
    return null;
  }
  const onPage = /\/catalogs\/(\d{1,10})\/page\/(\d{1,4})$/.exec(address.pathname);
  const viewer = address.searchParams.get("catalog");
  const catalog = Number(onPage?.[1] ?? viewer ?? 0);
  if (!catalog) return null;
  const page = Number(onPage?.[2] ?? address.searchParams.get("catalogPage") ?? 0) || undefined;
  const offer = Number(address.searchParams.get("offer") ?? 0) || undefined;
  return { type: "share", catalog, ...(page ? { page } : {}), ...(offer ? { offer } : {}) };
}
