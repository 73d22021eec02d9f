/**
 * `--only swr` (issue 28 item 1): an admin saves a store while shoppers read the 100 most-read
 * pages. Figures: the time from the save until every one of those pages answers with content
 * rendered after it (not marked X-Cache: stale), and what shoppers waited for those pages
 * before and during the change (p50/p99 over every request made). Against a binary without
 * stale-while-revalidate (--binary), the first answer after the save is a render.
 * Each request says it comes from another shopper (CLIENT_HEADER, which the bench's servers
 * trust), or the per-client render limit (60 a minute) would answer 429s.
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Context } from "./context.ts";
import { CLIENT_HEADER } from "./load-types.ts";
import { ms, percentile } from "./stats.ts";
import { record } from "./summary.ts";

let shopper = 0;
/** Another shopper's address each time. */
const asShopper = () => {
  shopper++;
  return {
    "Accept-Encoding": "gzip",
    [CLIENT_HEADER]: `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`,
  };
};
/** Shoppers at once: a few connections' worth of reads, one page each in turn. */
const SHOPPERS = 4;
const GIVE_UP_MS = 60_000;

type Store = { id: number; slug: string; name: string; category: string };

function topStores(dir: string, count: number): Store[] {
  const db = new Database(join(dir, "uae-deals.db"), { readonly: true });
  try {
    return db
      .query(
        `SELECT s.id, s.slug, s.name, c.name AS category FROM stores s JOIN categories c ON c.id = s.category_id
         ORDER BY s.id LIMIT ?`,
      )
      .all(count) as Store[];
  } finally {
    db.close();
  }
}

/** An admin signed in through the API (created with the binary's own create-admin). */
async function signIn(ctx: Context, binary: string): Promise<string> {
  const password = "bench stale while revalidate";
  const made = Bun.spawnSync([binary, "create-admin", "--username", "bench", "--password", password], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: ctx.server.data.dir },
  });
  if (made.exitCode !== 0) throw new Error(`create-admin: ${made.stderr.toString()}`);
  const res = await fetch(`${ctx.server.origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ username: "bench", password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** Every page read by SHOPPERS readers in turn until `done` says stop; each answer's time and whether it was stale. */
let refused = 0;

async function read(origin: string, pages: string[], done: (page: string, stale: boolean, at: number) => boolean) {
  const times: number[] = [];
  let next = 0;
  let stop = false;
  const reader = async () => {
    while (!stop) {
      const page = pages[next++ % pages.length]!;
      const started = performance.now();
      const res = await fetch(origin + page, { headers: asShopper() });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) refused++;
      if (done(page, res.headers.get("x-cache") === "stale", performance.now())) stop = true;
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, reader));
  return times;
}

export async function swrRow(ctx: Context, binary: string): Promise<void> {
  const origin = ctx.server.origin;
  const stores = topStores(ctx.server.data.dir, 96);
  const pages = ["/", "/stores", "/catalogs", "/blog", ...stores.map((s) => `/store/${s.slug}`)];
  // Reads in a falling order, so the cache's read counts rank the pages as listed.
  for (const [i, page] of pages.entries()) {
    for (let n = 0; n < Math.max(1, 10 - Math.floor(i / 10)); n++)
      await (await fetch(origin + page, { headers: asShopper() })).arrayBuffer();
  }
  let passes = 0;
  const before = await read(origin, pages, (page) => page === pages.at(-1) && ++passes === 3);

  const cookie = await signIn(ctx, binary);
  const edited = stores[0]!;
  const token = `edited${Date.now().toString(36)}`;
  const name = `${edited.name} ${token}`;
  const saved = performance.now();
  const put = await fetch(`${origin}/api/stores/${edited.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    body: JSON.stringify({ name, category: edited.category }),
  });
  if (put.status !== 200) throw new Error(`save: ${put.status} ${await put.text()}`);
  await put.arrayBuffer();
  const savedAt = performance.now() - saved;

  // Each page counts as fresh from its first answer after the save not marked stale.
  const freshAt = new Map<string, number>();
  const during = await read(origin, pages, (page, stale, at) => {
    if (!stale && !freshAt.has(page)) freshAt.set(page, at - saved);
    return freshAt.size === pages.length || at - saved > GIVE_UP_MS;
  });
  const allFresh = Math.max(...freshAt.values());
  const shows = (await (await fetch(`${origin}/store/${edited.slug}`)).text()).includes(token);

  if (refused) console.log(`  warning: ${refused} answers were not 200 (the server does not trust ${CLIENT_HEADER}?)`);
  const line = (times: number[]) => `p50 ${ms(percentile(times, 50))} ms, p99 ${ms(percentile(times, 99))} ms`;
  console.log(
    `  the 100 most-read pages, ${SHOPPERS} shoppers at once: before the save ${line(before)} (${before.length} answers)`,
  );
  console.log(`  during the change (save answered in ${ms(savedAt)} ms): ${line(during)} (${during.length} answers)`);
  console.log(
    `  all 100 fresh ${ms(allFresh)} ms after the save (${freshAt.size}/${pages.length} seen fresh); the edited store's page shows the edit: ${shows}`,
  );
  record("100 most-read pages fresh after an admin save", `${ms(allFresh)} ms`, "a few seconds", allFresh <= 5000);
  record(
    "shoppers' p99 on those pages during the change",
    `${ms(percentile(during, 99))} ms (before ${ms(percentile(before, 99))} ms)`,
    "cached: no render waited on",
    null,
  );
}
