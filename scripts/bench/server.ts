/**
 * The binary under measurement: a fresh DATA_DIR seeded at a scale with its catalogues processed
 * BEFORE serving (left to the server, PDF rendering would run beside the measurement and drop
 * the page cache as each catalogue became ready), then `serve` on a loopback port.
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type DataSet = { dir: string; scale: number; remove: () => void };
export type Server = { origin: string; pid: number; data: DataSet; stop: () => Promise<void> };

function environment(dir: string, port?: number) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
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

export function prepareData(binary: string, scale: number): DataSet {
  const dir = mkdtempSync(join(tmpdir(), `uae-deals-bench-${scale}-`));
  console.log(`data at scale ${scale} in ${dir}`);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    step(binary, dir, ["seed", "--demo", "--scale", String(scale)]);
    step(binary, dir, ["catalogs", "process"]);
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

export async function startServer(binary: string, data: DataSet, port: number): Promise<Server> {
  const log = join(data.dir, "serve.log");
  const child = Bun.spawn([binary, "serve"], {
    env: environment(data.dir, port),
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
