/**
 * The privacy page says what a visitor's anonymous session keeps (follows, saved searches,
 * activity), for how long (VISITOR_RETENTION_DAYS, read from the configuration), and how to
 * delete it at once ("Forget me" on My deals), in both languages (issue 25, item 6).
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { appWith } = startTestApp();

describe("the privacy page on what a visitor keeps", () => {
  test("names follows, saved searches, the retention and Forget me, in English and Arabic", async () => {
    const app = appWith({ VISITOR_RETENTION_DAYS: "90" });
    const en = await (await app.request("/privacy")).text();
    expect(en).toContain("saved searches");
    expect(en).toContain("90 days");
    expect(en).toContain("Forget me");
    expect(en).toContain("never asks for your name, email or phone");
    const ar = await (await app.request("/ar/privacy")).text();
    expect(ar).toContain("عمليات البحث المحفوظة");
    expect(ar).toContain("90 يوماً");
    expect(ar).toContain("انسَني");
  });
});
