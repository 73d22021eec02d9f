/**
 * Finding 8: a bounded flood of visitor-tracking events (POST /api/session, then
 * POST /api/session/{id}/activity) from one client for `seconds`, 8 requests in flight: a new
 * session whenever one is refused. "One client" is one IPv4 address, or one IPv6 /64 whose
 * every request comes from another address in it (what one host with a /64 can do). Each row
 * starts a fresh server, so one row's events do not count against the next.
 */
import { Database } from "bun:sqlite";
import { call, fileBytes, rssMiB, type Server, serve } from "./server.ts";

const IN_FLIGHT = 8;

async function flood(server: Server, seconds: number, address: (n: number) => string) {
  const end = Date.now() + seconds * 1000;
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let n = 0;
  const worker = async () => {
    let session: string | null = null;
    while (Date.now() < end) {
      const from = address(n++);
      if (!session) {
        const id = crypto.randomUUID().replaceAll("-", "");
        const r = await call(server, "POST", "/api/session", { body: { sessionId: id }, from });
        count(`session ${r.status}`);
        if (r.status === 201) session = id;
        else await Bun.sleep(50); // refused: a short wait keeps the shared machine's load bounded
        continue;
      }
      const body = { activity: { type: "store_view", slug: `store-${n % 5000}` } };
      const r = await call(server, "POST", `/api/session/${session}/activity`, { body, from });
      count(`event ${r.status}`);
      if (r.status !== 201) session = null;
    }
  };
  let peak = rssMiB(server.child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.child.pid))), 100);
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  clearInterval(sampler);
  return { answers, peak };
}

async function row(source: string, seconds: number, label: string, address: (n: number) => string) {
  const server = await serve(source, "tracking");
  try {
    const bytesBefore = fileBytes(server.dbFile);
    const rssBefore = rssMiB(server.child.pid);
    const { answers, peak } = await flood(server, seconds, address);
    server.child.kill();
    await server.child.exited;
    // The file's growth once the WAL is folded in: what the events cost on disk.
    const db = new Database(server.dbFile);
    db.run("PRAGMA wal_checkpoint(TRUNCATE)");
    const rows = (db.query("SELECT count(*) AS n FROM activity_events").get() as { n: number }).n;
    db.close();
    const growth = (fileBytes(server.dbFile) - bytesBefore) / 2 ** 20;
    const summary = [...answers]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    return `${label}, ${seconds} s: ${rows} events stored (${(rows / seconds).toFixed(0)}/s), database +${growth.toFixed(2)} MiB; answers ${summary}; RSS ${rssBefore.toFixed(0)} -> peak ${peak.toFixed(0)} MiB`;
  } finally {
    await server.stop();
  }
}

export async function trackingFlood(source: string, seconds = 20): Promise<string[]> {
  return [
    await row(source, seconds, "one IPv4 address", () => "10.8.0.1"),
    await row(
      source,
      seconds,
      "one IPv6 /64, a new address each request",
      (n) => `2001:db8:8:8::${(n + 1).toString(16)}`,
    ),
  ];
}
