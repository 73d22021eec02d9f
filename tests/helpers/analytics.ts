/** Counting in tests: a browser's User-Agent (bots and UA-less calls are not counted) and posting a batch. */
import type { Caller } from "./api.ts";

export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

export function postEvents(call: Caller, body: unknown, userAgent = BROWSER_UA) {
  return call("POST", "/api/events", body, { "User-Agent": userAgent });
}
