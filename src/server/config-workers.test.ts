/**
 * WORKERS: how many `serve` processes (README, "Every core"): unless set, one per two cores (each
 * renders on a thread of its own), or one per core with RENDER_THREAD=0; 1 to 64.
 */
import { expect, test } from "bun:test";
import { availableParallelism } from "node:os";
import { ConfigError, loadConfig } from "./config.ts";

test("unset: one process per core; set: that many", () => {
  const cores = Math.min(availableParallelism(), 64);
  expect(loadConfig({}).workers).toBe(Math.max(1, Math.floor(cores / 2)));
  expect(loadConfig({ RENDER_THREAD: "0" }).workers).toBe(cores);
  expect(loadConfig({ WORKERS: "1" }).workers).toBe(1);
  expect(loadConfig({ WORKERS: "8" }).workers).toBe(8);
  expect(loadConfig({ WORKERS: "64" }).workers).toBe(64);
});

test("anything but a whole number from 1 to 64 is refused in one readable line", () => {
  for (const bad of ["0", "-1", "1.5", "two", "65", "100", " 2", "", "0x2", "2e1"]) {
    let error: unknown;
    try {
      loadConfig({ WORKERS: bad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      "Invalid configuration:\n  - WORKERS: WORKERS must be a whole number from 1 to 64 (unset: one per two cores)",
    );
  }
});

test("WORKER_HANG_SECONDS: 30 unless set; anything but 2 to 600 whole seconds is refused in one readable line", () => {
  expect(loadConfig({}).workerHangSeconds).toBe(30);
  expect(loadConfig({ WORKER_HANG_SECONDS: "5" }).workerHangSeconds).toBe(5);
  for (const bad of ["0", "1", "601", "2.5", "ten", "", "-3"]) {
    let error: unknown;
    try {
      loadConfig({ WORKER_HANG_SECONDS: bad });
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe(
      "Invalid configuration:\n  - WORKER_HANG_SECONDS: WORKER_HANG_SECONDS must be a whole number of seconds from 2 to 600",
    );
  }
});
