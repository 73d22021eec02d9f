/**
 * The dashboard's times are Dubai's and say so (issue 24, item 18), whatever the server's own
 * zone, and it shows when the last backup was taken and how backups are scheduled (item 22).
 */
import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { stores } from "#db/schema.ts";
import { insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const t = startTestApp({
  seed: (db) => {
    const id = insertStore(db, { name: "Zone Test Mart" }).id;
    // 21:30 UTC on 1 January is 01:30 on 2 January in Dubai; the newest change, so listed first.
    const at = new Date("2030-01-01T21:30:00Z");
    db.update(stores).set({ createdAt: at, updatedAt: at }).where(eq(stores.id, id)).run();
  },
});
let cookie = "";
async function dashboard(path: string, app: { request: typeof t.app.request } = t.app) {
  cookie ||= (await signedInCaller(t.app, t.env.db)).cookie;
  return (await app.request(path, { headers: { Cookie: cookie } })).text();
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const section = (html: string, testId: string) =>
  text(html.match(new RegExp(`<(section|ul)[^>]*data-testid="${testId}"[\\s\\S]*?</\\1>`))?.[0] ?? "");

describe("recent activity", () => {
  test("in English: the change's Dubai time, and the list says the times are Dubai's", async () => {
    const html = await dashboard("/admin");
    expect(section(html, "recent")).toContain("Zone Test Mart created 2 Jan 2030, 1:30 AM");
    expect(text(html)).toContain("Times are Dubai time (GMT+4)");
    expect(html).toContain('dateTime="2030-01-01T21:30:00.000Z"');
  });

  test("in Arabic", async () => {
    const html = await dashboard("/ar/admin");
    expect(section(html, "recent")).toContain("02‏/01‏/2030، 1:30 ص");
    expect(text(html)).toContain("الأوقات بتوقيت دبي (GMT+4)");
  });
});

describe("backups", () => {
  test("none yet: the dashboard says so, and when one will be taken", async () => {
    const shown = section(await dashboard("/admin"), "backups");
    expect(shown).toContain("No backup yet");
    expect(shown).toContain("A backup is taken whenever the last scheduled one is more than 24 hours old");
  });

  test("the newest archive's time in Dubai time, and its kind, in both languages", async () => {
    const dir = join(t.env.dataDir, "backups");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "uae-deals-scheduled-20300101-090000.tar.gz"), "x");
    writeFileSync(join(dir, "uae-deals-backup-20291231-090000.tar.gz"), "x");
    expect(section(await dashboard("/admin"), "backups")).toContain(
      "Last backup: 1 Jan 2030, 1:00 PM Dubai time (scheduled)",
    );
    expect(section(await dashboard("/ar/admin"), "backups")).toContain(
      "آخر نسخة احتياطية: 01‏/01‏/2030، 1:00 م بتوقيت دبي (مجدولة)",
    );
  });

  test("with BACKUP_EVERY_HOURS=0 it says scheduled backups are off", async () => {
    const off = t.appWith({ BACKUP_EVERY_HOURS: "0" });
    const shown = section(await dashboard("/admin", off), "backups");
    expect(shown).toContain("Scheduled backups are off (BACKUP_EVERY_HOURS=0)");
  });
});
