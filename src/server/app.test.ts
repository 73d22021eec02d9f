import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

const { app } = startTestApp({ demo: true });

describe("addresses", () => {
  test("a trailing slash redirects permanently to the address without it", async () => {
    const res = await app.request("/stores/?page=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/stores?page=2");
  });

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
