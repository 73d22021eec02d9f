/**
 * A really full disk for tests, without filling the machine's: a tmpfs of a few hundred KiB
 * mounted on a temporary directory. Mounting needs root (CAP_SYS_ADMIN); where it is not
 * permitted tinyDisk() returns null and says why, and the test that needs one is skipped.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "bun";

export type TinyDisk = { dir: string; unmount(): void };

export function tinyDisk(sizeKiB: number): TinyDisk | null {
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-tiny-disk-"));
  const mounted = spawnSync(["mount", "-t", "tmpfs", "-o", `size=${sizeKiB}k`, "tmpfs", dir], { stderr: "pipe" });
  if (mounted.exitCode !== 0) {
    rmSync(dir, { recursive: true, force: true });
    console.warn(`SKIPPED: a full-disk test needs to mount a tmpfs (run as root): ${mounted.stderr.toString().trim()}`);
    return null;
  }
  return {
    dir,
    unmount() {
      spawnSync(["umount", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return [...new Bun.Glob("**/*").scanSync({ cwd: dir, dot: true, onlyFiles: true })].sort();
}
