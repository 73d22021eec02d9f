/**
 * The real `uae-deals` executable in child processes, for the CLI's process-level tests:
 * commands run to completion (blocking, or beside other work in this process) and servers
 * on a free loopback port, all in production mode over the data directory given.
 */
import type { Subprocess } from "bun";
import { ownCli } from "#server/own-binary.ts";

/** A data directory, or one with more settings (PORT, ...) for the child's environment. */
export type CliTarget = string | { dataDir: string; env?: Record<string, string> };

export type CliRun = {
  code: number;
  /** stdout then stderr, as a person at the terminal reads them. */
  out: string;
  stderr: string;
  /** The child's peak resident memory, as the kernel measured it. */
  peakMiB: number;
};

const envFor = (target: CliTarget) => {
  const { dataDir, env } = typeof target === "string" ? { dataDir: target, env: {} } : target;
  return { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "0", WORKERS: "1", ...env };
};

/** Runs `uae-deals <args>` and waits for it. Blocks this process: nothing else runs meanwhile. */
export function cli(target: CliTarget, ...args: string[]): CliRun {
  const r = Bun.spawnSync(ownCli(...args), { env: envFor(target), stdout: "pipe", stderr: "pipe" });
  const stderr = r.stderr.toString();
  return { code: r.exitCode, out: r.stdout.toString() + stderr, stderr, peakMiB: r.resourceUsage.maxRSS / 2 ** 20 };
}

/** Runs `uae-deals <args>` without blocking, so this process keeps sending requests while it runs. */
export async function cliInBackground(target: CliTarget, ...args: string[]): Promise<Omit<CliRun, "peakMiB">> {
  const proc = Bun.spawn(ownCli(...args), { env: envFor(target), stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, out: stdout + stderr, stderr };
}

/** A port nothing listens on right now: the kernel's pick for port 0. */
function freePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

export type RunningServer = {
  proc: Subprocess;
  port: number;
  origin: string;
  settings: Record<string, string>;
  /** Everything it printed (stdout, then stderr), once it has exited. */
  output: Promise<string>;
  /** What it has printed to stdout so far (to wait for a line while it runs). */
  stdoutSoFar(): string;
};

/**
 * Starts `uae-deals serve` on a free loopback port (with `more` settings, e.g. TRUSTED_PROXY_HEADER) and waits for its own "is serving" line,
 * so a request never reaches another process that happens to hold the port. Throws (with
 * the child's output) if it exits first or does not start within 30 s (WORKERS=2 starts two processes; a loaded machine is slow).
 */
export async function startServer(dataDir: string, more: Record<string, string> = {}): Promise<RunningServer> {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const settings = { PORT: String(port), HOST: "127.0.0.1", PUBLIC_ORIGIN: origin, ...more };
  const proc = Bun.spawn(ownCli("serve"), {
    env: envFor({ dataDir, env: settings }),
    stdout: "pipe",
    stderr: "pipe",
  });
  const stderr = new Response(proc.stderr).text();
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + 30_000;
  let out = "";
  while (!out.includes(`is serving ${dataDir} at ${origin} `)) {
    const next = await Promise.race([
      reader.read(),
      Bun.sleep(Math.max(0, deadline - Date.now())).then(() => "timeout" as const),
    ]);
    if (next === "timeout" || next.done) {
      proc.kill(9);
      await proc.exited;
      const why = next === "timeout" ? "did not start within 30 s" : `exited with ${await proc.exited}`;
      throw new Error(`uae-deals serve on ${origin} ${why}:\n${out}${await stderr}`);
    }
    out += decoder.decode(next.value, { stream: true });
  }
  // Keep draining its output so a chatty server never blocks on a full pipe.
  const output = (async () => {
    for (let next = await reader.read(); !next.done; next = await reader.read())
      out += decoder.decode(next.value, { stream: true });
    return out + (await stderr);
  })();
  return { proc, port, origin, settings, output, stdoutSoFar: () => out };
}

/** Waits until `ready()` holds, checking every 20 ms; throws after `ms`. */
export async function until(ready: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`not ready within ${ms} ms`);
    await Bun.sleep(20);
  }
}
