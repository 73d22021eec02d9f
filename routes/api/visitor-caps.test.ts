import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ensureVisitorSession, recordActivity } from "#db/queries/visitors.ts";
import { loadConfig } from "#server/config.ts";
import { type Caller, caller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";

// Visitor tracking cannot fill the disk: a session records at most 500 events a day and the
// whole site at most 600 a minute; past either it answers 429 (the browser drops the event).
let env: ReturnType<typeof freshDb>;
let call: Caller;
const HOUR = 3600_000;
const sessionId = (n: number) => `CapsCapsCapsCapsCaps${String(n).padStart(2, "0")}`;
const post = (sid: string, ip: string, slug = "some-store") =>
  call("POST", `/api/session/${sid}/activity`, { activity: { type: "store_view", slug } }, { "X-Real-IP": ip });

/** `count` events for `sid`, recorded `ago` ms before now. */
function pastEvents(sid: string, count: number, ago: number) {
  ensureVisitorSession(env.db, sid, Date.now() - ago);
  for (let i = 0; i < count; i++)
    recordActivity(env.db, { sessionId: sid, type: "store_view", subject: `s${i}`, detail: null }, Date.now() - ago);
}

beforeAll(() => {
  env = freshDb();
  call = caller(createApp(loadConfig({ DATA_DIR: env.dataDir, TRUSTED_PROXY_HEADER: "X-Real-IP" })));
});
afterAll(() => env.cleanup());

describe("visitor tracking caps", () => {
  test("a session that recorded 500 events in the last 24 hours gets 429 until the oldest is a day old", async () => {
    pastEvents(sessionId(1), 500, 2 * HOUR);
    const capped = await post(sessionId(1), "192.0.2.1");
    expect(capped.status).toBe(429);
    expect(capped.json).toEqual({
      error: "This session has recorded as much activity as it can today.",
      issues: [],
      code: "rate_limited",
    });
    const retry = Number(capped.res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(22 * 3600 - 60);
    expect(retry).toBeLessThanOrEqual(22 * 3600);
    // Yesterday's events do not count against today.
    pastEvents(sessionId(2), 500, 25 * HOUR);
    expect((await post(sessionId(2), "192.0.2.1")).status).toBe(201);
  });

  test("the whole site records at most 600 events a minute, whoever sends them", async () => {
    // 6 sessions from 6 addresses, each well under its own limits (120 a minute per session, 600 per address).
    let accepted = 1; // the previous test's
    for (let s = 10; s < 16; s++) {
      expect(
        (await call("POST", "/api/session", { sessionId: sessionId(s) }, { "X-Real-IP": `192.0.2.${s}` })).status,
      ).toBe(201);
      for (let i = 0; i < 100 && accepted < 600; i++) {
        expect((await post(sessionId(s), `192.0.2.${s}`, `store-${i}`)).status).toBe(201);
        accepted++;
      }
    }
    await call("POST", "/api/session", { sessionId: sessionId(20) }, { "X-Real-IP": "192.0.2.20" });
    const refused = await post(sessionId(20), "192.0.2.20");
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe("The site is recording too much activity right now.");
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = env.db.$client
      .query("SELECT count(*) AS n FROM activity_events WHERE session_id = ?")
      .get(sessionId(20));
    expect(stored).toEqual({ n: 0 });
    // Reading progress is not recording: it still answers.
    expect(
      (await call("GET", `/api/session/${sessionId(20)}/progress`, undefined, { "X-Real-IP": "192.0.2.20" })).status,
    ).toBe(200);
  });
});
