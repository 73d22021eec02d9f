/**
 * A server started in another zone answers as one in Dubai (issue 26): the hours table is
 * evaluated by processes started with TZ set, and must agree with the hand-written answers.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { ROWS } from "#tests/fixtures/hours-table.ts";

const script = join(import.meta.dir, "../../../tests/fixtures/hours-table-run.ts");
const iso = (wall: string | null) => (wall ? new Date(Date.parse(`${wall}:00+04:00`)).toISOString() : null);

test.each(["UTC", "America/New_York", "Europe/London", "Pacific/Chatham"])(
  "a process started in %s gives every row's hand-written answer",
  (zone) => {
    const run = Bun.spawnSync([process.execPath, script], { env: { ...process.env, TZ: zone } });
    expect(run.exitCode).toBe(0);
    const out = JSON.parse(run.stdout.toString()) as { zone: string; answers: unknown[] };
    expect(out.zone).toBe(zone);
    expect(out.answers).toEqual(
      ROWS.map(([, , , open, closes, opens, exception]) => ({
        open,
        closesAt: iso(closes),
        opensAt: iso(opens),
        exception,
      })),
    );
  },
);
