/**
 * Counting from the server's side: whether a request comes from someone worth counting (a
 * browser: known bots and crawlers, by the maintained `isbot` list, and requests with no
 * User-Agent are not counted), and the events the server itself sees (a follow, a list add,
 * a search answered by the JSON API), queued like the browser's (./event-buffer.ts).
 */
import { isbot } from "isbot";
import { normalizeText } from "#lib/normalize-text.ts";
import { MAX_QUERY } from "#schemas/analytics.ts";
import { analyticsBuffer, type PendingEvent } from "./event-buffer.ts";

/** False for known bots and for requests without a User-Agent (no browser sends none). */
export function countable(userAgent: string | null | undefined): boolean {
  return !!userAgent && !isbot(userAgent);
}

/** A search's text as counted: the search normaliser's form, capped. Empty when nothing is left. */
export function countedQuery(text: string): string {
  return normalizeText(text).slice(0, MAX_QUERY).trim();
}

/** Queues one event the server saw, unless the request is a bot's. */
export function countServerEvent(userAgent: string | null | undefined, event: PendingEvent): void {
  if (countable(userAgent)) analyticsBuffer().add([event]);
}
