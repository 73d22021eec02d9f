import { describe, expect, test } from "bun:test";
import { useDatabase } from "#db/client.ts";
import { loadConfig } from "#server/config.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { appOnTinyDisk } from "#tests/helpers/tiny-disk-app.ts";

// The dashboard shows DATA_DIR's free space; below 1 GiB (or 5 %) it warns, in both languages.
const t = appOnTinyDisk(4096);
const disk = t.disk;

const dashboard = async (path: string) => (await t.app.request(path, { headers: { Cookie: t.cookie } })).text();
const section = (html: string) => html.match(/<section[^>]*data-testid="disk-space"[\s\S]*?<\/section>/)?.[0] ?? "";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe.skipIf(!disk)("free disk space on the dashboard", () => {
  test("a small disk: the figures of DATA_DIR's file system and a warning, in English", async () => {
    const shown = section(await dashboard("/admin"));
    expect(text(shown)).toMatch(/^Disk space [\d.]+ MB free of 4 MB \(\d+%\) The disk is almost full\./);
    expect(shown).toContain('data-testid="disk-low"');
  });

  test("and in Arabic", async () => {
    const shown = section(await dashboard("/ar/admin"));
    expect(text(shown)).toContain("مساحة القرص");
    expect(text(shown)).toContain("القرص ممتلئ تقريبًا");
    expect(shown).toContain('data-testid="disk-low"');
  });

  test("a roomy disk shows its figures without a warning", async () => {
    const roomy = freshDb();
    try {
      const other = createApp(loadConfig({ DATA_DIR: roomy.dataDir }));
      const { cookie: signedIn } = await signedInCaller(other, roomy.db);
      const html = await (await other.request("/admin", { headers: { Cookie: signedIn } })).text();
      const { statfsSync } = await import("node:fs");
      const s = statfsSync(roomy.dataDir);
      const lowHere = s.bavail * s.bsize < 1024 ** 3 || s.bavail / s.blocks < 0.05;
      expect(text(section(html))).toMatch(/^Disk space [\d.,]+ [GMT]B free of [\d.,]+ [GMT]B \(\d+%\)/);
      expect(section(html).includes('data-testid="disk-low"')).toBe(lowHere);
    } finally {
      roomy.cleanup();
      useDatabase(t.db);
    }
  });
});
