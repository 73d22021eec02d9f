import { expect, test } from "bun:test";
import { exitReason } from "./exit-reason.ts";

/** A real child process running `code`, and what it left on stderr. */
async function child(code: string) {
  const proc = Bun.spawn([process.execPath, "-e", code], { stdout: "ignore", stderr: "pipe" });
  const stderr = await new Response(proc.stderr).text();
  await proc.exited;
  return { proc, stderr };
}

test("a child killed with SIGKILL is named as such, with the out-of-memory killer as its likely sender", async () => {
  const { proc, stderr } = await child("process.kill(process.pid, 'SIGKILL'); await Bun.sleep(10_000)");
  expect(exitReason(proc, stderr)).toStartWith("was killed by SIGKILL (most often the kernel's out-of-memory killer");
});

test("a full disk is named as such (a write to /dev/full fails with ENOSPC, as on a full disk)", async () => {
  const { proc, stderr } = await child("require('node:fs').writeFileSync('/dev/full', 'page image bytes')");
  expect(proc.exitCode).not.toBe(0);
  expect(exitReason(proc, stderr)).toStartWith("stopped: the disk is full (");
});

test("any other failure gives its exit code and the last line it wrote", async () => {
  const { proc, stderr } = await child(
    "console.error('first'); console.error('PDFium could not start'); process.exit(3)",
  );
  expect(exitReason(proc, stderr)).toBe("exited with code 3: PDFium could not start");
});
