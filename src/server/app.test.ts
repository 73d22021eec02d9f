import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { app } = startTestApp({ demo: true });

describe("addresses", () => {
  test("GET /healthz answers ok when the database answers", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  test("unknown /api routes answer JSON 404", async () => {
    const res = await app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found", issues: [], code: "not_found" });
  });
});
