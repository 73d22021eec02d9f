/**
 * The admin beside the shoppers: signs in through the API as a browser does (JSON, same-origin
 * Sec-Fetch-Site, the session cookie) and every 10 s saves a change to a store (its description),
 * a real write through PUT /api/stores/:id that moves the content clock: the store's own pages and
 * the pages of no one store that show it (or may: search) are from an older version afterwards.
 */
import { storeFormValues } from "#schemas/store.ts";
import { BENCH_ADMIN } from "./server.ts";

export const SAVE_EVERY_MS = 10_000;

export type Saves = { stop: () => Promise<{ ms: number[]; statuses: Record<string, number> }> };

const JSON_HEADERS = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ username: BENCH_ADMIN.username, password: BENCH_ADMIN.password }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`the bench admin could not sign in (${res.status}): ${text}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookies.join("; ");
}

/** Saves `storeId` every SAVE_EVERY_MS until stopped; the first save waits one interval. */
export async function startSaves(origin: string, storeId: number): Promise<Saves> {
  const cookie = await signIn(origin);
  // What the store form sends: every field as it is, the description new (a store's own detail, so
  // the save makes stale its own pages and the lists showing it, not every page: migration 0020).
  const current = storeFormValues(await (await fetch(`${origin}/api/stores/${storeId}`)).json());
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  let n = 0;
  let inFlight: Promise<void> = Promise.resolve();
  const save = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/stores/${storeId}`, {
      method: "PUT",
      headers: { ...JSON_HEADERS, Cookie: cookie },
      body: JSON.stringify({
        ...current,
        description: `Saved by the benchmark's admin, save ${++n} at ${new Date().toISOString()}.`,
      }),
    });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };
  const timer = setInterval(() => {
    inFlight = save().catch(() => {
      statuses.error = (statuses.error ?? 0) + 1;
    });
  }, SAVE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
      return { ms, statuses };
    },
  };
}
