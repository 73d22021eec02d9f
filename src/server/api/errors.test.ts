import { describe, expect, test } from "bun:test";
import { HTTPException } from "hono/http-exception";
import { startTestApp } from "#tests/helpers/app.ts";
import { ApiError } from "./errors.ts";

const { anon, admin } = startTestApp({ admin: true });

describe("API errors", () => {
  test("are Hono HTTPExceptions whose own response is the JSON error", async () => {
    const error = new ApiError(409, "Taken", [{ path: "slug", message: "Slug already in use" }]);
    expect(error).toBeInstanceOf(HTTPException);
    const res = error.getResponse();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "Taken",
      issues: [{ path: "slug", message: "Slug already in use" }],
      code: "conflict",
    });
  });

  test("carry a machine-readable code next to the message, whatever the failure", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const cases: [Promise<{ status: number; json: any }>, number, string][] = [
      [anon("POST", "/api/categories", { name: "Nope" }), 401, "unauthorized"],
      [anon("POST", "/api/contact", {}, { "Sec-Fetch-Site": "cross-site" }), 403, "forbidden"],
      [anon("GET", "/api/stores/123456"), 404, "not_found"],
      [admin("POST", "/api/categories", { name: "" }), 400, "validation_failed"],
      [anon("POST", "/api/contact", "name=x", { "Content-Type": "text/plain" }), 415, "unsupported_media_type"],
      [anon("POST", "/api/contact", big), 413, "payload_too_large"],
      [anon("POST", "/api/contact", "{not json"), 400, "validation_failed"],
    ];
    for (const [call, status, code] of cases) {
      const res = await call;
      expect({
        status: res.status,
        code: res.json.code,
        hasMessage: typeof res.json.error === "string",
        issues: Array.isArray(res.json.issues),
      }).toEqual({ status, code, hasMessage: true, issues: true });
    }
  });

  test("conflicts and rate limits say so", async () => {
    expect((await admin("POST", "/api/emirates", { name: "Dubai" })).status).toBe(201);
    expect((await admin("POST", "/api/emirates", { name: "Dubai" })).json.code).toBe("conflict");
    let last = { status: 0, json: null as any };
    for (let i = 0; i < 6; i++)
      last = await anon("POST", "/api/contact", {
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        subject: "S",
        message: "M",
        agreeToTerms: true,
      });
    expect(last.status).toBe(429);
    expect(last.json.code).toBe("rate_limited");
  });
});
