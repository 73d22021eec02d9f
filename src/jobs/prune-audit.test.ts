/**
 * The audit log is kept AUDIT_RETENTION_DAYS (a year) and pruned with the other logs by the daily
 * pruning task: an entry exactly a year old stays, one a millisecond older goes, and a backlog
 * larger than one batch is deleted whole.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { AUDIT_RETENTION_DAYS, recordAudit } from "#db/queries/audit-log.ts";
import { loadConfig } from "#server/config.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { pruneOldData } from "./prune.ts";

const env = freshDb();
afterAll(() => env.cleanup());

const NOW = Date.UTC(2026, 5, 1, 12);
const DAY = 24 * 60 * 60_000;
const config = loadConfig({});
const targets = () =>
  (env.db.$client.query("SELECT target FROM audit_log ORDER BY id").all() as { target: string }[]).map((r) => r.target);

describe("audit log retention", () => {
  test("is a year", () => {
    expect(AUDIT_RETENTION_DAYS).toBe(365);
  });

  test("an entry a year old stays; one a millisecond older goes", async () => {
    const boundary = NOW - AUDIT_RETENTION_DAYS * DAY;
    recordAudit(env.db, { action: "delete", target: "older" }, new Date(boundary - 1));
    recordAudit(env.db, { action: "delete", target: "a year" }, new Date(boundary));
    recordAudit(env.db, { action: "sign_in", target: "today" }, new Date(NOW));
    expect(await pruneOldData(env.db, config, new Date(NOW))).toEndWith(", 1 audit entry(ies) deleted");
    expect(targets()).toEqual(["a year", "today"]);
  });

  test("a backlog of several batches is deleted whole", async () => {
    const old = new Date(NOW - 400 * DAY);
    env.db.$client.transaction(() => {
      for (let i = 0; i < 4500; i++) recordAudit(env.db, { action: "token_call", target: `/api/x/${i}` }, old);
    })();
    expect(await pruneOldData(env.db, config, new Date(NOW))).toEndWith(", 4500 audit entry(ies) deleted");
    expect(targets()).toEqual(["a year", "today"]);
  });
});
