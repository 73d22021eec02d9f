/**
 * What the tests of scoped staleness (issue 28 item 1) do alike: cache pages so a refresh wants
 * them, read whether a page is served fresh or stale, and save a store's description through the
 * admin API, as an operator does.
 */
import { expect } from "bun:test";
import { storeFormValues } from "#schemas/store.ts";
import { pageRefreshIdle } from "#server/page-refresh.ts";
import type { Caller } from "./api.ts";

type Get = (path: string) => Promise<{ res: Response; html: string }>;

export function scopedPages(get: Get, admin: Caller) {
  return {
    /** Renders each page and reads it once more, so a refresh wants it; returns the ETags. */
    async cache(paths: string[]): Promise<Map<string, string>> {
      const tags = new Map<string, string>();
      for (const path of paths) {
        await get(path);
        await pageRefreshIdle(); // a page left stale by the test before is fresh again
        const { res } = await get(path);
        expect({ path, status: res.status, cache: res.headers.get("x-cache") }).toEqual({
          path,
          status: 200,
          cache: null,
        });
        tags.set(path, res.headers.get("etag")!);
      }
      return tags;
    },
    /** "fresh" or "stale": how the page is served now. */
    state: async (path: string) => (await get(path)).res.headers.get("x-cache") ?? "fresh",
    /** Saves store `id`'s description as its form does: every other field as it is. */
    async saveDescription(id: number, text: string) {
      const store = storeFormValues((await admin("GET", `/api/stores/${id}`)).json);
      const saved = await admin("PUT", `/api/stores/${id}`, { ...store, description: text });
      expect(saved.status).toBe(200);
    },
  };
}
