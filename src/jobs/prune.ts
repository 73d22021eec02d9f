/**
 * Pruning, so the database cannot grow without bound: admin sessions past their limits,
 * login failures that left their window, and visitor data past VISITOR_RETENTION_DAYS
 * (sessions not seen for that long, with their activity and achievements, and activity
 * events older than that in sessions still in use), and audit log entries older than a year
 * (AUDIT_RETENTION_DAYS). Deletes go in batches with a pause
 * between them, so a first run over years of rows never holds up a request for long.
 */
import type { Db } from "#db/client.ts";
import { AUDIT_RETENTION_DAYS, deleteAuditEntriesBefore } from "#db/queries/audit-log.ts";
import { deleteActivityEventsBefore, deleteVisitorSessionsSeenBefore } from "#db/queries/visitors.ts";
import { pruneLoginAttempts } from "#server/auth/login-throttle.ts";
import { pruneSessions } from "#server/auth/session.ts";
import type { Config } from "#server/config.ts";
import type { Task } from "./scheduler.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 2000;

/** Runs `step` (deleting at most BATCH rows) until it deletes fewer, letting requests in between; returns the total. */
async function inBatches(step: () => number, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    const n = step();
    total += n;
    if (n < BATCH || signal?.aborted) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One pruning pass as of `now`; resolves to what it deleted. */
export async function pruneOldData(
  db: Db,
  config: Pick<Config, "visitorRetentionDays">,
  now: Date,
  signal?: AbortSignal,
): Promise<string> {
  const adminSessions = pruneSessions(db, now.getTime());
  const loginAttempts = pruneLoginAttempts(db, now.getTime());
  const before = new Date(now.getTime() - config.visitorRetentionDays * DAY_MS);
  const sessions = await inBatches(() => deleteVisitorSessionsSeenBefore(db, before, BATCH), signal);
  const events = await inBatches(() => deleteActivityEventsBefore(db, before, BATCH), signal);
  const auditBefore = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  const audit = await inBatches(() => deleteAuditEntriesBefore(db, auditBefore, BATCH), signal);
  return [
    `${adminSessions} admin session(s)`,
    `${loginAttempts} login attempt(s)`,
    `${sessions} visitor session(s)`,
    `${events} activity event(s)`,
    `${audit} audit entry(ies) deleted`,
  ].join(", ");
}

/** Pruning as a scheduler task: at start (a server restarted daily still prunes), then daily. */
export function pruneTask(db: Db, config: Config, now: () => Date = () => new Date()): Task {
  return {
    name: "pruning",
    everyMs: DAY_MS,
    atStart: true,
    run: (signal) => pruneOldData(db, config, now(), signal),
  };
}
