/**
 * The binary under measurement: a fresh DATA_DIR seeded at a scale with its catalogues processed
 * BEFORE serving (left to the server, PDF rendering would run beside the measurement and drop
 * the page cache as each catalogue became ready), then `serve` on a loopback port.
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pagesFile } from "#server/page-store.ts";
import { CLIENT_HEADER } from "./load-types.ts";

export type DataSet = { dir: string; scale: number; remove: () => void };
export type Server = { origin: string; pid: number; data: DataSet; stop: () => Promise<void> };

/** An admin the benchmark signs in as (the mix's saves), made on the data set before serving. */
export const BENCH_ADMIN = { username: "bench-admin", password: crypto.randomUUID() };

function environment(dir: string, port?: number, extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    // The load generators name a client per request here (load-types.ts).
    TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    ...extra,
  };
  if (port) env.PORT = String(port);
  else delete env.PORT;
  return env;
}

function step(binary: string, dir: string, args: string[]): void {
  const started = performance.now();
  const run = Bun.spawnSync([binary, ...args], { env: environment(dir), stdout: "pipe", stderr: "pipe" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const last = run.stdout.toString().trim().split("\n").pop();
  if (run.exitCode !== 0) throw new Error(`${args.join(" ")} failed (${run.exitCode}): ${run.stderr.toString()}`);
  console.log(`  ${args.join(" ")}: ${last} (${seconds} s)`);
}

/**
 * A data directory made earlier (`--data`: seeded at `scale` and processed), kept afterwards; the
 * bench adds its admin to it, and the mix's saves change one store's description.
 */
export function existingData(binary: string, dir: string, scale: number): DataSet {
  console.log(`data at scale ${scale} (as given) in ${dir}`);
  step(binary, dir, ["create-admin", "--username", BENCH_ADMIN.username, "--password", BENCH_ADMIN.password]);
  return { dir, scale, remove: () => {} };
}

export function prepareData(binary: string, scale: number): DataSet {
  const dir = mkdtempSync(join(tmpdir(), `uae-deals-bench-${scale}-`));
  console.log(`data at scale ${scale} in ${dir}`);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    step(binary, dir, ["seed", "--demo", "--scale", String(scale)]);
    step(binary, dir, ["catalogs", "process"]);
    step(binary, dir, ["create-admin", "--username", BENCH_ADMIN.username, "--password", BENCH_ADMIN.password]);
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, scale, remove };
}

/** Every store slug, read straight from the database (the list the /store rows walk). */
/** Every store's slug or name, in id order. */
export function storeColumn(data: DataSet, column: "slug" | "name"): string[] {
  const db = new Database(join(data.dir, "uae-deals.db"), { readonly: true });
  try {
    return (db.query(`SELECT ${column} AS v FROM stores ORDER BY id`).all() as { v: string }[]).map((r) => r.v);
  } finally {
    db.close();
  }
}

/**
 * `env`: more of the server's environment (the heap settings the mix row compares). `keptPages`:
 * start with the pages an earlier server kept on disk (src/server/page-store.ts), as a restart
 * does; otherwise they are removed first, so that what is measured as a render is one.
 */
export async function startServer(
  binary: string,
  data: DataSet,
  port: number,
  env: Record<string, string> = {},
  keptPages = false,
): Promise<Server> {
  if (!keptPages) for (const suffix of ["", "-wal", "-shm"]) rmSync(pagesFile(data.dir) + suffix, { force: true });
  const log = join(data.dir, "serve.log");
  const child = Bun.spawn([binary, "serve"], {
    env: environment(data.dir, port, env),
    stdout: "ignore",
    stderr: Bun.file(log),
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill();
    await child.exited;
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      await allProcessesUp(origin);
      return { origin, pid: child.pid, data, stop };
    }
    await Bun.sleep(100);
  }
  await stop();
  throw new Error(`the server did not answer /healthz on ${origin}:\n${readFileSync(log, "utf8").slice(-2000)}`);
}

/** With WORKERS > 1 the first process answers before the others listen: wait until each has answered. */
async function allProcessesUp(origin: string): Promise<void> {
  const want = Number(process.env.WORKERS ?? 1);
  const seen = new Set<number>();
  for (let i = 0; i < 2000 && want > 1 && seen.size < want; i++) {
    const res = await fetch(`${origin}/healthz`, { headers: { Connection: "close" } });
    seen.add(((await res.json()) as { worker?: number }).worker ?? 1);
  }
}
