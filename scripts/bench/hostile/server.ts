/**
 * One checkout's `uae-deals` on loopback for the hostile-findings bench: a fresh temporary
 * DATA_DIR made by that checkout's own CLI (migrate, create-admin), then `serve` from
 * `<checkout>/src/cli/main.ts`, so the same bench measures any commit. The demo data is left
 * out on purpose: its 44 PDFs take minutes to process and would run beside the measurements.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const ADMIN = { username: "admin", password: "correct horse battery staple" };

export const envFor = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  BACKUP_EVERY_HOURS: "0",
  ...extra,
});

/** `bun <checkout>/src/cli/main.ts ...args` to its end: exit code and output. */
export function cli(source: string, dataDir: string, ...args: string[]) {
  const r = Bun.spawnSync([process.execPath, join(source, "src", "cli", "main.ts"), ...args], {
    env: envFor(dataDir),
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = r.stdout.toString() + r.stderr.toString();
  if (r.exitCode !== 0) throw new Error(`${args.join(" ")} failed (${r.exitCode}): ${out.trim()}`);
  return out;
}

/** A fresh data directory with the schema and one admin. */
export function freshDataDir(source: string, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `hostile-${name}-`));
  cli(source, dir, "migrate");
  cli(source, dir, "create-admin", "--username", ADMIN.username, "--password", ADMIN.password);
  return dir;
}

export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;

export const fileBytes = (...paths: string[]) =>
  paths.reduce((sum, p) => sum + (statSync(p, { throwIfNoEntry: false })?.size ?? 0), 0);

export type Server = Awaited<ReturnType<typeof serve>>;

/** `serve` from `source` on a free 127.0.0.1 port over a fresh data directory; stop() ends it and deletes the directory. */
export async function serve(source: string, name: string, extraEnv: Record<string, string> = {}) {
  const dataDir = freshDataDir(source, name);
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  const child = Bun.spawn([process.execPath, join(source, "src", "cli", "main.ts"), "serve"], {
    env: envFor(dataDir, {
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUSTED_PROXY_HEADER: "X-Forwarded-For",
      ...extraEnv,
    }),
    stdout: "ignore",
    stderr: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill();
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { child, origin, dataDir, dbFile: join(dataDir, "uae-deals.db"), stop };
    }
    await Bun.sleep(100);
  }
  await stop();
  throw new Error(`the server from ${source} did not start`);
}

/** A JSON call as the admin screens make it (same-site, so the CSRF guard passes), from client address `from`. */
export async function call(
  server: Server,
  method: string,
  path: string,
  opts: { body?: unknown; from?: string; cookie?: string } = {},
) {
  const res = await fetch(server.origin + path, {
    method,
    headers: {
      "Sec-Fetch-Site": "same-origin",
      ...(opts.body instanceof FormData || opts.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(opts.from ? { "X-Forwarded-For": opts.from } : {}),
      ...(opts.cookie ? { Cookie: opts.cookie } : {}),
    },
    body: opts.body instanceof FormData ? opts.body : opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known fields of each answer
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, res };
}

/** Signs the admin in from `from`; the status and the session cookie. */
export async function login(server: Server, from: string, password = ADMIN.password) {
  const r = await call(server, "POST", "/api/admin/login", { body: { username: ADMIN.username, password }, from });
  return { status: r.status, cookie: (r.res.headers.get("set-cookie") ?? "").split(";")[0]! };
}

/** The p-th quantile of sorted numbers. */
export const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
