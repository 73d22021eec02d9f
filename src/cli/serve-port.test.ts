/**
 * A start on a port that is taken (issue 24, item 23): `serve` says so in one readable line and
 * exits, and a second uae-deals cannot quietly share the port with the first (Bun's production
 * mode would otherwise set SO_REUSEPORT, and the two would answer requests in turn).
 */
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ownCli } from "#server/own-binary.ts";
import { startServer } from "#tests/helpers/cli.ts";

setDefaultTimeout(60_000);
const root = mkdtempSync(join(tmpdir(), "uae-deals-serve-port-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `uae-deals serve` over `dataDir` with `env`, to its end: exit code and what it printed. */
async function serveToEnd(dataDir: string, env: Record<string, string>) {
  const proc = Bun.spawn(ownCli("serve"), {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "0", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  // A server that did start would never end by itself: stop it, so the test fails instead of hanging.
  const guard = setTimeout(() => proc.kill(), 20_000);
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  clearTimeout(guard);
  return { code, stdout, stderr };
}

test("a second uae-deals on a port the first serves stops with one readable line; the first goes on", async () => {
  const first = await startServer(join(root, "first"));
  try {
    const second = await serveToEnd(join(root, "second"), { PORT: String(first.port), HOST: "127.0.0.1" });
    expect(second.stdout).not.toContain("is serving");
    expect(second.stderr.trim()).toBe(
      `Port ${first.port} on 127.0.0.1 is already in use (another uae-deals, or another program): stop it, or set PORT to a free port.`,
    );
    expect(second.code).toBe(2);
    expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);
  } finally {
    first.proc.kill();
    await first.proc.exited;
  }
});

test("a port held by another program is the same one line, with no code and no stack", async () => {
  const holder = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  try {
    const run = await serveToEnd(join(root, "third"), { PORT: String(holder.port), HOST: "127.0.0.1" });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      `Port ${holder.port} on 127.0.0.1 is already in use (another uae-deals, or another program): stop it, or set PORT to a free port.`,
    ]);
  } finally {
    holder.stop(true);
  }
});
