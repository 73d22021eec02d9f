/**
 * Pruning against a real database with an injected clock: what is past its limit goes, what
 * is not stays, and a backlog larger than one batch is deleted whole.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { insertLoginFailures } from "#db/queries/login-attempts.ts";
import { ensureVisitorSession, recordActivity } from "#db/queries/visitors.ts";
import { achievements, earnedAchievements } from "#db/schema.ts";
import { ACHIEVEMENTS } from "#db/seed/achievements.ts";
import { createSession } from "#server/auth/session.ts";
import { loadConfig } from "#server/config.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { pruneOldData, pruneTask } from "./prune.ts";

const env = freshDb();
afterAll(() => env.cleanup());

const NOW = Date.UTC(2026, 5, 1, 12);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => NOW - ms;
const config = loadConfig({ VISITOR_RETENTION_DAYS: "30" });

const count = (sql: string, ...params: string[]) =>
  (env.db.$client.query(`SELECT count(*) AS n FROM ${sql}`).get(...params) as { n: number }).n;
const view = (sessionId: string, at: number, subject = "carrefour") =>
  recordActivity(env.db, { sessionId, type: "store_view", subject, detail: null }, at);

describe("pruning", () => {
  test("deletes what is past its limit and keeps the rest", async () => {
    env.db
      .insert(achievements)
      .values({ ...ACHIEVEMENTS[0]!, sortOrder: 0 })
      .run();
    const earn = (sessionId: string, at: number) =>
      env.db
        .insert(earnedAchievements)
        .values({ sessionId, achievementId: ACHIEVEMENTS[0]!.id, earnedAt: new Date(at) })
        .run();

    // Gone 31 days: the session, its activity and its achievement go.
    ensureVisitorSession(env.db, "gone", ago(40 * DAY));
    view("gone", ago(35 * DAY));
    view("gone", ago(31 * DAY));
    earn("gone", ago(31 * DAY));
    // Still visiting: the session and its achievement stay, only activity older than 30 days goes.
    ensureVisitorSession(env.db, "regular", ago(100 * DAY));
    earn("regular", ago(60 * DAY));
    view("regular", ago(40 * DAY), "old");
    view("regular", ago(DAY), "recent");
    // Last seen 29 days ago: within the retention.
    ensureVisitorSession(env.db, "quiet", ago(29 * DAY));

    const userId = upsertAdminUser(env.db, "pruned", "not-a-real-hash").id;
    const fresh = createSession(env.db, userId, ago(DAY)).id;
    createSession(env.db, userId, ago(11 * DAY)); // 10 days without use
    const old = createSession(env.db, userId, ago(31 * DAY)).id; // 30 days after sign-in, though used yesterday
    env.db.$client.run("UPDATE admin_sessions SET last_verified_at = ? WHERE id = ?", [ago(DAY), old]);

    insertLoginFailures(env.db, ["user:pruned", "ip:10.0.0.1"], new Date(ago(20 * MINUTE))); // out of the 15-minute window
    insertLoginFailures(env.db, ["user:pruned"], new Date(ago(5 * MINUTE)));

    // The gone session's two events go with it (cascade): only "regular"'s old one is counted apart.
    expect(await pruneOldData(env.db, config, new Date(NOW))).toBe(
      "2 admin session(s), 2 login attempt(s), 1 visitor session(s), 1 activity event(s), 0 audit entry(ies) deleted",
    );

    const sessions = env.db.$client.query("SELECT id FROM visitor_sessions ORDER BY id").all();
    expect(sessions).toEqual([{ id: "quiet" }, { id: "regular" }]);
    const events = env.db.$client.query("SELECT session_id AS s, subject FROM activity_events").all();
    expect(events).toEqual([{ s: "regular", subject: "recent" }]);
    const earned = env.db.$client.query("SELECT session_id AS s FROM earned_achievements").all();
    expect(earned).toEqual([{ s: "regular" }]);
    expect(env.db.$client.query("SELECT id FROM admin_sessions").all()).toEqual([{ id: fresh }]);
    expect(env.db.$client.query("SELECT key FROM login_attempts").all()).toEqual([{ key: "user:pruned" }]);

    // A second pass finds nothing more.
    expect(await pruneOldData(env.db, config, new Date(NOW))).toBe(
      "0 admin session(s), 0 login attempt(s), 0 visitor session(s), 0 activity event(s), 0 audit entry(ies) deleted",
    );
  });

  test("a backlog of several batches is deleted whole, the newer rows kept", async () => {
    ensureVisitorSession(env.db, "busy", ago(400 * DAY));
    const insert = env.db.$client.prepare(
      "INSERT INTO activity_events (session_id, type, subject, created_at) VALUES ('busy', 'search', ?, ?)",
    );
    env.db.$client.transaction(() => {
      for (let i = 0; i < 4500; i++) insert.run(`q${i}`, ago(31 * DAY + i * MINUTE));
      for (let i = 0; i < 10; i++) insert.run(`new${i}`, ago(29 * DAY));
    })();
    env.db.$client.run("UPDATE visitor_sessions SET last_seen_at = ? WHERE id = 'busy'", [ago(29 * DAY)]);
    expect(await pruneOldData(env.db, config, new Date(NOW))).toEndWith(
      "4500 activity event(s), 0 audit entry(ies) deleted",
    );
    expect(count("activity_events WHERE session_id = ?", "busy")).toBe(10);
  });

  test("the task runs at start, then daily, as of its clock", async () => {
    const later = new Date(NOW + 60 * DAY);
    const task = pruneTask(env.db, config, () => later);
    expect(task).toMatchObject({ name: "pruning", everyMs: DAY, atStart: true });
    // Two months on, every visitor so far is unseen for longer than the retention.
    expect(await task.run(new AbortController().signal)).toContain(", 3 visitor session(s), ");
    expect(count("visitor_sessions")).toBe(0);
    expect(count("activity_events")).toBe(0);
  });
});
