/** The server's resident memory, read from /proc while load runs (Linux only). */
import { readdirSync, readFileSync } from "node:fs";

function statusKiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** The process's resident peak so far (VmHWM), in MiB. */
export function highWaterMiB(pid: number): number {
  return statusKiB(pid, "VmHWM") / 1024;
}

/** Samples VmRSS every 100 ms until stopped; VmHWM (the kernel's own peak) is read at the end too. */
export function sampleMemory(pid: number) {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    const now = statusKiB(pid, "VmRSS");
    if (Number.isFinite(now)) {
      peak = Math.max(peak, now);
      samples++;
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return { peakMiB: peak / 1024, highWaterMiB: highWaterMiB(pid), samples };
    },
  };
}

/** The `serve` processes a server runs (WORKERS > 1): it and its children that serve (not its render child). */
export function servePids(pid: number): number[] {
  const children = readdirSync("/proc").filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      const ppid = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1];
      return Number(ppid) === pid && readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").includes("serve");
    } catch {
      return false; // ended while we looked
    }
  });
  return [pid, ...children.map(Number)];
}
