import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get } = startTestApp({ demo: true });

describe("not found", () => {
  test("any other path answers 404 'Page Not Found', in both languages", async () => {
    const en = await get("/no/such/page");
    expect(en.res.status).toBe(404);
    expect(en.html).toContain("Page Not Found");
    const ar = await get("/ar/no-such-page");
    expect(ar.res.status).toBe(404);
    expect(ar.html).toContain("الصفحة غير موجودة");
  });
});
