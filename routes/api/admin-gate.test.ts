import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { anon } = startTestApp();

describe("admin routes without a session answer 401", () => {
  const routes: [string, string][] = [
    ["GET", "/api/branches"],
    ["POST", "/api/branches"],
    ["PUT", "/api/branches/1"],
    ["DELETE", "/api/branches/1"],
    ["POST", "/api/catalogs"],
    ["PUT", "/api/catalogs/1"],
    ["DELETE", "/api/catalogs/1"],
    ["GET", "/api/blogs/1"],
    ["POST", "/api/blogs"],
    ["PUT", "/api/blogs/1"],
    ["DELETE", "/api/blogs/1"],
    ["POST", "/api/categories"],
    ["PATCH", "/api/categories/1"],
    ["DELETE", "/api/categories/1"],
    ["POST", "/api/emirates"],
    ["PUT", "/api/emirates/1"],
    ["DELETE", "/api/emirates/1"],
    ["POST", "/api/stores"],
    ["PUT", "/api/stores/1"],
    ["DELETE", "/api/stores/1"],
    ["POST", "/api/admin/password"],
  ];
  test.each(routes)("%s %s", async (method, path) => {
    const res = await anon(method, path, method === "GET" || method === "DELETE" ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "Authentication required", issues: [], code: "unauthorized" });
  });
});
