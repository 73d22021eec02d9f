import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  test("uses the documented defaults when nothing is set", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.publicOrigin).toBe("http://localhost:3000");
    expect(c.secureCookies).toBe(false);
  });

  test("derives the public origin from PORT and trims a trailing slash from PUBLIC_ORIGIN", () => {
    expect(loadConfig({ PORT: "8080" }).publicOrigin).toBe("http://localhost:8080");
    const c = loadConfig({ PUBLIC_ORIGIN: "https://deals.example.ae/" });
    expect(c.publicOrigin).toBe("https://deals.example.ae");
    expect(c.secureCookies).toBe(true);
  });

  test("lists every bad value in one readable error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "seventy", PUBLIC_ORIGIN: "ftp://x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("Invalid configuration");
    expect(message).toContain("PORT");
    expect(message).toContain("PUBLIC_ORIGIN must be an http(s) URL");
  });

  test("VISITOR_RETENTION_DAYS is 180 days unless set, and a whole number from 1 to 3650", () => {
    expect(loadConfig({}).visitorRetentionDays).toBe(180);
    expect(loadConfig({ VISITOR_RETENTION_DAYS: "30" }).visitorRetentionDays).toBe(30);
    expect(() => loadConfig({ VISITOR_RETENTION_DAYS: "0" })).toThrow("VISITOR_RETENTION_DAYS must be at least 1");
    expect(() => loadConfig({ VISITOR_RETENTION_DAYS: "1.5" })).toThrow(
      "VISITOR_RETENTION_DAYS must be a whole number of days",
    );
    expect(() => loadConfig({ VISITOR_RETENTION_DAYS: "forever" })).toThrow(
      "VISITOR_RETENTION_DAYS must be a whole number of days",
    );
    expect(() => loadConfig({ VISITOR_RETENTION_DAYS: "4000" })).toThrow("VISITOR_RETENTION_DAYS must be at most 3650");
  });

  test("the processing child's bounds: 1024 MiB, 90 s a page, 45 min a catalogue unless set", () => {
    expect(loadConfig({}).processingLimits).toEqual({
      memoryBytes: 1024 * 1024 * 1024,
      pageMs: 90_000,
      jobMs: 2_700_000,
    });
    const set = loadConfig({
      PROCESSING_MEMORY_MB: "512",
      PROCESSING_PAGE_SECONDS: "30",
      PROCESSING_JOB_MINUTES: "10",
    });
    expect(set.processingLimits).toEqual({ memoryBytes: 512 * 1024 * 1024, pageMs: 30_000, jobMs: 600_000 });
    expect(() => loadConfig({ PROCESSING_MEMORY_MB: "64" })).toThrow("PROCESSING_MEMORY_MB must be at least 128");
    expect(() => loadConfig({ PROCESSING_PAGE_SECONDS: "slow" })).toThrow("PROCESSING_PAGE_SECONDS must be a number");
    expect(() => loadConfig({ PROCESSING_JOB_MINUTES: "2000" })).toThrow("PROCESSING_JOB_MINUTES must be at most 1440");
  });

  test("rejects a port outside 1-65535", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT must be 1-65535");
  });
});
