/**
 * The server's log as an operator reads it (README, "Logs"), from the real binary with
 * LOG_FORMAT=json: one JSON object per line (time, level, event, msg, fields) for the start,
 * each catalogue job's start and end (duration, pages; a crashed render with its cause), each
 * scheduled backup, and the stop.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { insertStore } from "#db/seed/factories.ts";
import { insertFixtureCatalog } from "#tests/helpers/catalog-pages.ts";
import { startServer, until } from "#tests/helpers/cli.ts";

// The server's own database file, made here so the catalogues are queued before it starts.
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-logs-"));
const db = openDatabase(join(dataDir, "uae-deals.db"));
runMigrations(db);
const env = { db, dataDir };
afterAll(() => {
  db.$client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Line = { time: string; level: string; event: string; msg: string; [field: string]: unknown };

/** Children of `pid` whose command line mentions `word` (the render child of a job). */
function childrenOf(pid: number, word: string): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const ppid = Number(readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
        return ppid === pid && readFileSync(`/proc/${d}/cmdline`, "utf8").includes(word);
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

test("LOG_FORMAT=json: one object per line for start, jobs (a killed render with its cause), a backup and the stop", async () => {
  const storeId = insertStore(env.db).id;
  // Queued in this order: the first job's render child is killed, the second runs to its end.
  const killed = insertFixtureCatalog(env.db, env.dataDir, "arabic", { storeId });
  const ok = insertFixtureCatalog(env.db, env.dataDir, "bilingual", { storeId });
  // A scheduled backup every five seconds.
  const server = await startServer(env.dataDir, { LOG_FORMAT: "json", BACKUP_EVERY_HOURS: String(5 / 3600) });
  const lines = () =>
    server
      .stdoutSoFar()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  const find = (event: string, where: (l: Line) => boolean = () => true) =>
    lines().find((l) => l.event === event && where(l));

  let victims: number[] = [];
  await until(() => {
    if (!find("catalog.started", (l) => l.catalog === killed)) return false;
    victims = childrenOf(server.proc.pid, "render-pages");
    return victims.length > 0;
  }, 60_000).catch((error) => {
    throw new Error(`${error.message}; the server said:\n${server.stdoutSoFar()}`);
  });
  for (const pid of victims) process.kill(pid, "SIGKILL");

  // Rendering is niced below the server: slow on a loaded machine, hence the long deadlines.
  await until(() => !!find("catalog.ended", (l) => l.catalog === ok), 120_000);
  await until(() => !!find("task.ended", (l) => l.task === "scheduled backup"), 60_000);
  server.proc.kill("SIGTERM");
  expect(await server.proc.exited).toBe(0);
  const stderr = (await server.output).slice(server.stdoutSoFar().length);

  const all = lines();
  for (const l of all) {
    expect(Number.isNaN(Date.parse(l.time))).toBe(false);
    expect(["info", "warn", "error"]).toContain(l.level);
    expect(typeof l.event).toBe("string");
    expect(typeof l.msg).toBe("string");
  }
  expect(find("server.started")?.msg).toContain(`is serving ${env.dataDir}`);
  const started = find("catalog.started", (l) => l.catalog === ok)!;
  expect(started.fromPage).toBe(1);
  expect(started.file).toStartWith("/media/catalogs/bilingual-");
  const done = find("catalog.ended", (l) => l.catalog === ok)!;
  // (Not toMatchObject with expect.any: Bun writes the matcher into the object it checks.)
  expect(done.outcome).toBe("ready");
  expect(Number(done.pages)).toBeGreaterThan(0);
  expect(Number(done.seconds)).toBeGreaterThan(0);
  expect(done.msg).toMatch(/^Catalogue \d+: \d+ page\(s\) ready in [\d.]+ s \(\d+ processed, [\d.]+ s\/page\)$/);
  const backup = find("task.ended", (l) => l.task === "scheduled backup")!;
  expect(backup.result).toMatch(/Backed up .* to .*uae-deals-scheduled-/);
  expect(find("server.stopping")).toMatchObject({ signal: "SIGTERM" });
  expect(all.filter((l) => l.level !== "info")).toEqual([]); // stdout holds no errors
  // The errors (the crashed job) went to stderr, as JSON too.
  const errors = stderr
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
  const crashed = errors.find((l) => l.event === "catalog.ended" && l.catalog === killed)!;
  expect(crashed).toMatchObject({ outcome: "retrying", error: "crashed", level: "error" });
  expect(String(crashed.cause)).toStartWith("the page renderer was killed by SIGKILL");
  console.log([...all, ...errors].map((l) => JSON.stringify(l)).join("\n"));
}, 300_000);
