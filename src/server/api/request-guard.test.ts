import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { anon, admin } = startTestApp({ admin: true });

describe("request rules", () => {
  test("malformed JSON is a 400 JSON error", async () => {
    const res = await admin("POST", "/api/categories", "{not json", { "Content-Type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBeString();
    expect(res.json.issues).toEqual([]);
  });

  test("a non-JSON body is a 415 and changes nothing", async () => {
    const before = (await anon("GET", "/api/categories")).json.length;
    const res = await admin("POST", "/api/categories", "name=Hack", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    expect((await anon("GET", "/api/categories")).json.length).toBe(before);
  });

  test("a cross-site write is a 403 and changes nothing", async () => {
    const before = (await anon("GET", "/api/categories")).json.length;
    const cross = await admin("POST", "/api/categories", { name: "Cross" }, { "Sec-Fetch-Site": "cross-site" });
    expect(cross.status).toBe(403);
    const foreignOrigin = await admin(
      "POST",
      "/api/categories",
      { name: "Cross" },
      { "Sec-Fetch-Site": "", Origin: "https://evil.example" },
    );
    expect(foreignOrigin.status).toBe(403);
    expect((await anon("GET", "/api/categories")).json.length).toBe(before);
  });

  test("a body over 1 MiB is a 413", async () => {
    const res = await admin("POST", "/api/categories", { name: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });

  test("unknown API routes are JSON 404s", async () => {
    expect((await anon("GET", "/api/nothing/here")).json).toEqual({
      error: "Not found",
      issues: [],
      code: "not_found",
    });
  });
});
