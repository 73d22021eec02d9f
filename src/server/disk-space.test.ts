import { describe, expect, test } from "bun:test";
import { statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { diskSpace, isLow } from "./disk-space.ts";

const GiB = 1024 ** 3;

describe("disk space", () => {
  test.each([
    [0.9 * GiB, 100 * GiB, true],
    [2 * GiB, 100 * GiB, true],
    [6 * GiB, 100 * GiB, false],
    [1.5 * GiB, 10 * GiB, false],
    [0.5 * GiB, 0.6 * GiB, true],
  ])("%d bytes free of %d is low: %p", (free, total, low) => expect(isLow(free, total)).toBe(low));

  test("reads the free and total space of the directory's file system, as an unprivileged process sees it", () => {
    const s = statfsSync(tmpdir());
    const space = diskSpace(tmpdir())!;
    expect(space.total).toBe(s.blocks * s.bsize);
    expect(Math.abs(space.free - s.bavail * s.bsize)).toBeLessThan(64 * 1024 * 1024);
    expect(space.low).toBe(isLow(space.free, space.total));
  });

  test("a directory that cannot be read gives no figures instead of failing the page", () => {
    expect(diskSpace("/no/such/directory/here")).toBeNull();
  });
});
