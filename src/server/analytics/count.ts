/**
 * Counting from the server's side: whether a request comes from someone worth counting (a
 * browser: known bots and crawlers, by the maintained `isbot` list, and requests with no
 * User-Agent are not counted), and the events the server itself sees (a follow, a list add,
 * a search answered by the JSON API), queued like the browser's (./event-buffer.ts).
 */
import { isbot } from "isbot";
import { EMIRATES } from "#lib/emirates.ts";
import { normalizeText } from "#lib/normalize-text.ts";
import { MAX_QUERY } from "#schemas/analytics.ts";
import type { ItemInput } from "#schemas/shopping-list.ts";
import { analyticsBuffer, type PendingEvent } from "./event-buffer.ts";

/** False for known bots and for requests without a User-Agent (no browser sends none). */
export function countable(userAgent: string | null | undefined): boolean {
  return !!userAgent && !isbot(userAgent);
}

/** A search's text as counted: the search normaliser's form, capped. Empty when nothing is left. */
function countedQuery(text: string): string {
  return normalizeText(text).slice(0, MAX_QUERY).trim();
}

/**
 * A search's language is its text's: Arabic when it holds Arabic letters, else English, whatever
 * language the page was in (an Arabic search typed on the English site is an Arabic search the
 * catalogues may lack Arabic names for).
 */
function queryLanguage(query: string): "en" | "ar" {
  return /[\u0600-\u06ff\u0750-\u077f]/.test(query) ? "ar" : "en";
}

/** A search as counted, or null when its text normalises to nothing. */
export function searchEvent(
  visitor: string | null,
  text: string,
  filters: { emirate?: string | null; found: boolean },
): PendingEvent | null {
  const query = countedQuery(text);
  if (!query) return null;
  // Only an emirate's own slug is kept: any other filter text counts as no filter.
  const emirate = EMIRATES.some((e) => e.slug === filters.emirate) ? filters.emirate! : "";
  return { type: "search", visitor, query, lang: queryLanguage(query), emirate, found: filters.found ? 1 : 0 };
}

/** A random number for one call's events, used when it has no (known) session, so they count as one visitor (48 bits: no clash in a day). */
export function newBatch(): number {
  return Math.floor(Math.random() * 2 ** 48);
}

/** Queues one event the server saw, unless the request is a bot's. */
export function countServerEvent(userAgent: string | null | undefined, event: PendingEvent): void {
  if (countable(userAgent)) analyticsBuffer().add([{ ...event, batch: newBatch() }]);
}

/** "Add to list" of an offer or a catalogue page, as counted (free text is not counted). */
export function listAddEvent(visitor: string, input: ItemInput): PendingEvent | null {
  if ("offerId" in input) return { type: "list_add", visitor, offer: input.offerId };
  if ("catalogId" in input) return { type: "list_add", visitor, catalog: input.catalogId, page: input.page };
  return null;
}
