/**
 * API tokens (issue 27; security.md: "shown once, stored hashed, scoped, revocable, rate limited
 * and audited; a token never reaches a cookie-only admin call"). Each promise is one test,
 * through the whole app: tokens are made by a signed-in admin and then sent as
 * `Authorization: Bearer` with no cookie and no Origin, as a retailer's script would.
 */
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";

const ids = { store: 0, processed: 0 };
const { admin, app, env } = startTestApp({
  admin: true,
  seed: (db) => {
    ids.store = insertStore(db, { name: "Token Mart", slug: "token-mart" }).id;
    // Processed, with offers, and scheduled for a later day: not the public's yet.
    ids.processed = catalogWithOffers(db, { store: "Offer Mart", offers: [{ name: "Oats", price: 5 }] }).catalogId;
    db.run(sql`UPDATE catalogs SET start_date = '2099-01-01' WHERE id = ${ids.processed}`);
  },
});

/** A call as a script makes it: the token only, no cookie, no Origin or Sec-Fetch-Site. */
async function withToken(token: string, method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

async function makeToken(name: string, scopes: string[]) {
  const made = await admin("POST", "/api/admin/tokens", { name, scopes });
  expect(made.status).toBe(201);
  return made.json as { id: number; token: string };
}

const catalog = () => ({ title: "Token Weekly", storeId: ids.store, fileUrl: "https://example.com/flyer.pdf" });

describe("API tokens", () => {
  test("are shown once and stored hashed: the database never holds the token", async () => {
    const { id, token } = await makeToken("Shown once", ["read"]);
    expect(token).toMatch(/^ud_[A-Za-z0-9_-]{43}$/);
    const listed = await admin("GET", "/api/admin/tokens");
    const row = listed.json.data.find((t: { id: number }) => t.id === id);
    expect(row).toMatchObject({ name: "Shown once", scopes: ["read"], revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(listed.json)).not.toContain(token);
    expect(token.startsWith(row.prefix)).toBe(true);
    // Nowhere in the database, in any table or column.
    const dump = JSON.stringify(env.db.$client.query("SELECT * FROM api_tokens").all());
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.slice(3));
    expect(dump).toContain(new Bun.CryptoHasher("sha256").update(token).digest("hex"));
  });

  test("with catalogs:write, create a catalogue with no cookie and no Origin; reads need read", async () => {
    const { token } = await makeToken("Retailer script", ["catalogs:write", "read"]);
    const made = await withToken(token, "POST", "/api/catalogs", { ...catalog(), startDate: "2099-01-01" });
    expect(made.status).toBe(201);
    // Scheduled, so shoppers do not see it; the token's reads do, with its processing state.
    expect((await app.request(`/api/catalogs/${made.json.id}`)).status).toBe(404);
    expect((await withToken(token, "GET", `/api/catalogs/${made.json.id}`)).json.title).toBe("Token Weekly");
    expect((await app.request(`/api/catalogs/${ids.processed}/offers`)).status).toBe(404);
    const offers = await withToken(token, "GET", `/api/catalogs/${ids.processed}/offers`);
    expect(offers.json.data.map((o: { name: string }) => o.name)).toEqual(["Oats"]);
    const state = await withToken(token, "GET", `/api/admin/catalog-processing?ids=${made.json.id}`);
    expect(state.status).toBe(200);
    expect(state.json[0].state).toBe("queued");
    expect((await withToken(token, "GET", "/api/stores")).status).toBe(200);
    expect((await withToken(token, "GET", "/api/branches")).status).toBe(200);
    const row = (await admin("GET", "/api/admin/tokens")).json.data.find((t: any) => t.name === "Retailer script");
    expect(row.lastUsedAt).not.toBeNull();
  });

  test("a token without the scope gets 403 with a readable message", async () => {
    const { token } = await makeToken("Read only", ["read"]);
    const refused = await withToken(token, "POST", "/api/catalogs", catalog());
    expect(refused.status).toBe(403);
    expect(refused.json.error).toContain('lacks the "catalogs:write" scope');
    const writer = await makeToken("Write only", ["catalogs:write"]);
    expect((await withToken(writer.token, "GET", "/api/stores")).status).toBe(403);
  });

  test("a token on a cookie-only admin call gets 403, even with every scope", async () => {
    const { token } = await makeToken("Everything", ["read", "catalogs:write"]);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/tokens"],
      ["POST", "/api/admin/tokens", { name: "escalate", scopes: ["read"] }],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/auth"],
      ["DELETE", `/api/stores/${ids.store}`],
      ["PUT", `/api/stores/${ids.store}`, { name: "Renamed" }],
      ["POST", "/api/stores", { name: "New", slug: "new" }],
      ["GET", "/api/admin/contact-messages"],
      ["POST", "/api/admin/password", { currentPassword: "x", newPassword: "y" }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await withToken(token, method, path, body);
      expect({ call: `${method} ${path}`, status: answer.status }).toEqual({ call: `${method} ${path}`, status: 403 });
      expect(answer.json.error).toContain("API tokens cannot make this call");
    }
    expect((await admin("GET", `/api/stores/${ids.store}`)).json.name).toBe("Token Mart");
  });

  test("a token with the admin's cookie too is still only a token", async () => {
    const { token } = await makeToken("With cookie", ["read"]);
    const res = await admin("GET", "/api/admin/tokens", undefined, { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(403);
  });

  test("revoked → 401; unknown, empty or malformed → 401", async () => {
    const { id, token } = await makeToken("Revoke me", ["read"]);
    expect((await withToken(token, "GET", "/api/stores")).status).toBe(200);
    expect((await admin("DELETE", `/api/admin/tokens/${id}`)).status).toBe(200);
    const refused = await withToken(token, "GET", "/api/stores");
    expect(refused.status).toBe(401);
    expect(refused.json.error).toContain("not valid");
    expect((await admin("DELETE", `/api/admin/tokens/${id}`)).status).toBe(404);
    for (const bad of [`ud_${"A".repeat(43)}`, "", "not a token at all"]) {
      expect((await withToken(bad, "GET", "/api/stores")).status).toBe(401);
    }
  });

  test("cross-site cookie calls are still refused (the token path opens nothing for cookies)", async () => {
    const res = await admin("POST", "/api/catalogs", catalog(), {
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("Cross-site requests are not allowed");
  });

  test("bad input gets 400 with a readable message", async () => {
    const cases: [unknown, string][] = [
      [{ name: "", scopes: ["read"] }, "name"],
      [{ name: "x", scopes: [] }, "at least one scope"],
      [{ name: "x", scopes: ["admin"] }, "read, catalogs:write"],
      [{ name: "x" }, "scopes"],
    ];
    for (const [body, words] of cases) {
      const res = await admin("POST", "/api/admin/tokens", body);
      expect(res.status).toBe(400);
      expect(res.json.error.toLowerCase()).toContain(words.toLowerCase());
    }
    expect((await admin("DELETE", "/api/admin/tokens/abc")).status).toBe(400);
  });

  test("rate limited per token: past the limit 429, other tokens unaffected", async () => {
    const { token } = await makeToken("Busy", ["read"]);
    const other = await makeToken("Quiet", ["read"]);
    let status = 0;
    for (let i = 0; i < 121 && status !== 429; i++) status = (await withToken(token, "GET", "/api/stores")).status;
    expect(status).toBe(429);
    expect((await withToken(other.token, "GET", "/api/stores")).status).toBe(200);
  });
});
