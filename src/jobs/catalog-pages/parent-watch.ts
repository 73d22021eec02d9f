/**
 * The processing child dies with its server. Its stdin is a pipe from the server, never
 * written: when the server ends in any way (kill -9 included) the pipe closes and reading it
 * returns end-of-file. The read is done by a small worker thread, because the main thread may
 * be inside one long call into PDFium (a page can take a minute), which a listener on the main
 * thread's event loop would only hear after; the thread kills the whole process at once.
 *
 * The worker is made from a string (a blob URL), so the compiled binary needs no extra file.
 */
const WATCHER = `
import { readSync } from "node:fs";
const buffer = new Uint8Array(64);
const nap = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  try {
    if (readSync(0, buffer) === 0) break;
  } catch (error) {
    // A non-blocking pipe with nothing in it yet: wait a little and read again.
    if (error && error.code === "EAGAIN") { Atomics.wait(nap, 0, 0, 100); continue; }
    break;
  }
}
process.kill(process.pid, "SIGKILL");
`;

/** Ends this process (SIGKILL: no clean-up is owed to a server that is gone) when stdin closes. */
export function dieWithParent(): void {
  const url = URL.createObjectURL(new Blob([WATCHER], { type: "application/javascript" }));
  // The watcher must not keep a finished child alive (Bun's Worker has unref; the DOM type does not).
  (new Worker(url) as Worker & { unref(): void }).unref();
}
