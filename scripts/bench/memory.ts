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

/** The process and all its descendants (a server that runs workers), from /proc's children lists. */
function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      const children = readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, "utf8").trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  return all;
}

export type TreeMemory = {
  /** The largest RSS any one process reached (sampled). */
  perProcessPeakMiB: number;
  /** The largest sum over the tree at one sample. */
  totalPeakMiB: number;
  /** The kernel's own peak (VmHWM) of each process seen, at the end (a process gone by then is missing). */
  highWaterMiB: Record<number, number>;
  processes: number;
  samples: number;
};

/** Samples the RSS of a process and its descendants every 100 ms until stopped. */
export function sampleTreeMemory(pid: number) {
  const peaks = new Map<number, number>();
  let totalPeak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    let total = 0;
    for (const p of processTree(pid)) {
      const now = statusKiB(p, "VmRSS");
      if (!Number.isFinite(now)) continue;
      peaks.set(p, Math.max(peaks.get(p) ?? 0, now));
      total += now;
    }
    totalPeak = Math.max(totalPeak, total);
    samples++;
  }, 100);
  return {
    stop(): TreeMemory {
      clearInterval(timer);
      const marks: Record<number, number> = {};
      for (const p of peaks.keys()) {
        const mark = highWaterMiB(p);
        if (Number.isFinite(mark)) marks[p] = mark; // gone by now: its sampled peak stands
      }
      return {
        perProcessPeakMiB: Math.max(0, ...peaks.values()) / 1024,
        totalPeakMiB: totalPeak / 1024,
        highWaterMiB: marks,
        processes: peaks.size,
        samples,
      };
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
