/**
 * The audit log (issue 27): every call made with an API token (allowed or refused), admin
 * sign-ins (refused ones too) and deletions, read by the admin newest first, a page at a time.
 * Also the token's upload: a PDF sent as multipart with the token only.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { insertStore } from "#db/seed/factories.ts";
import { caller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { PDF_FIXTURES } from "#tests/helpers/catalog-pages.ts";

const ids = { store: 0, doomed: 0 };
const { admin, app } = startTestApp({
  admin: true,
  seed: (db) => {
    ids.store = insertStore(db, { name: "Audit Mart", slug: "audit-mart" }).id;
    ids.doomed = insertStore(db, { name: "Doomed Mart", slug: "doomed-mart" }).id;
  },
});

type Entry = { action: string; target: string; status: number | null; admin: string | null; token: string | null };
const log = async (page = 1): Promise<{ data: Entry[]; total: number; pages: number }> =>
  (await admin("GET", `/api/admin/audit?page=${page}`)).json;

describe("the audit log", () => {
  test("records sign-ins, refused sign-ins and deletions, newest first", async () => {
    const anon = caller(app);
    expect((await anon("POST", "/api/admin/login", { username: "admin", password: "wrong guess" })).status).toBe(401);
    expect((await admin("DELETE", `/api/stores/${ids.doomed}`)).status).toBe(200);
    const { data } = await log();
    expect(data.slice(0, 2)).toMatchObject([
      { action: "delete", target: `DELETE /api/stores/${ids.doomed}`, admin: "admin", status: 200 },
      { action: "sign-in refused", target: "admin", admin: null, status: 401 },
    ]);
    // The test admin's own sign-in, before all of it.
    expect(data.at(-1)).toMatchObject({ action: "sign-in", target: "admin", admin: "admin" });
  });

  test("records every token call, refused ones too, with the token's name; the token uploads a PDF", async () => {
    const made = (await admin("POST", "/api/admin/tokens", { name: "Uploader", scopes: ["catalogs:write"] })).json;
    const form = new FormData();
    const pdf = readFileSync(join(PDF_FIXTURES, "text.pdf"));
    form.set("file", new File([pdf], "flyer.pdf", { type: "application/pdf" }));
    const upload = await app.request("/api/admin/uploads/catalog", {
      method: "POST",
      headers: { Authorization: `Bearer ${made.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { fileUrl } = (await upload.json()) as { fileUrl: string };
    const create = await app.request("/api/catalogs", {
      method: "POST",
      headers: { Authorization: `Bearer ${made.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Uploaded", storeId: ids.store, fileUrl }),
    });
    expect(create.status).toBe(201);
    const refused = await app.request(`/api/stores/${ids.store}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${made.token}` },
    });
    expect(refused.status).toBe(403);
    const { data } = await log();
    expect(data.slice(0, 4)).toMatchObject([
      { action: "token call", target: `DELETE /api/stores/${ids.store}`, token: "Uploader", status: 403 },
      { action: "token call", target: "POST /api/catalogs", token: "Uploader", status: 201 },
      { action: "token call", target: "POST /api/admin/uploads/catalog", token: "Uploader", status: 201 },
      { action: "token created", target: "Uploader", admin: "admin" },
    ]);
  });

  test("revoking a token is recorded as a deletion by the admin", async () => {
    const made = (await admin("POST", "/api/admin/tokens", { name: "Short lived", scopes: ["read"] })).json;
    await admin("DELETE", `/api/admin/tokens/${made.id}`);
    expect((await log()).data[0]).toMatchObject({
      action: "delete",
      target: `DELETE /api/admin/tokens/${made.id}`,
      admin: "admin",
    });
  });

  test("is paged: 50 a page, newest first; bad paging is a 400", async () => {
    for (let i = 0; i < 50; i++) await admin("DELETE", `/api/admin/tokens/${9000 + i}`); // 404s: not recorded
    const made = (await admin("POST", "/api/admin/tokens", { name: "Pager", scopes: ["read"] })).json;
    for (let i = 0; i < 55; i++) {
      await app.request("/api/stores", { headers: { Authorization: `Bearer ${made.token}` } });
    }
    const first = await log(1);
    expect(first.data).toHaveLength(50);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    const second = await log(2);
    expect(second.data.length).toBe(Math.min(50, first.total - 50));
    expect((await admin("GET", "/api/admin/audit?page=0")).status).toBe(400);
    expect((await admin("GET", "/api/admin/audit?page=abc")).status).toBe(400);
    expect((await caller(app)("GET", "/api/admin/audit")).status).toBe(401);
  });
});
