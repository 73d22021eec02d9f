/** The server's resident memory, read from /proc while load runs (Linux only). */
import { readFileSync } from "node:fs";

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
