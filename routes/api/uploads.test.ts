import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { loadConfig } from "#server/config.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { PDF_FIXTURES } from "#tests/helpers/catalog-pages.ts";
import { freshDb } from "#tests/helpers/db.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
let cookie: string;

beforeAll(async () => {
  env = freshDb();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
  cookie = (await signedInCaller(app, env.db)).cookie;
});
afterAll(() => env.cleanup());

async function upload(path: string, bytes: Uint8Array<ArrayBuffer>, opts: { cookie?: string; site?: string } = {}) {
  const form = new FormData();
  form.set("file", new File([bytes], "x.pdf"));
  const res = await app.request(path, {
    method: "POST",
    body: form,
    headers: { "Sec-Fetch-Site": opts.site ?? "same-origin", ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function pdf(pages: number) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}

describe("catalogue uploads", () => {
  test("store the PDF under DATA_DIR/media, read its page count, and serve it", async () => {
    const { status, json } = await upload("/api/admin/uploads/catalog", await pdf(7), { cookie });
    expect(status).toBe(201);
    expect(json.pages).toBe(7);
    expect(json.fileUrl).toMatch(/^\/media\/uploads\/[a-z0-9-]+\.pdf$/);
    const served = await app.request(json.fileUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
  });

  test("take a PDF that cannot be read (processing says why) without a page count", async () => {
    const encrypted = await Bun.file(join(PDF_FIXTURES, "encrypted.pdf")).bytes();
    for (const bytes of [encrypted, new TextEncoder().encode("%PDF-1.7 garbage")]) {
      const { status, json } = await upload("/api/admin/uploads/catalog", bytes as Uint8Array<ArrayBuffer>, { cookie });
      expect(status).toBe(201);
      expect(json.pages).toBeNull();
      expect(json.fileUrl).toMatch(/^\/media\/uploads\/[a-z0-9-]+\.pdf$/);
    }
  });

  test("refuse what is not a PDF, no file, no session and cross-site posts", async () => {
    expect(
      (await upload("/api/admin/uploads/catalog", new TextEncoder().encode("<html>"), { cookie })).json.error,
    ).toBe("The file is not a PDF");
    expect((await upload("/api/admin/uploads/catalog", new Uint8Array(), { cookie })).status).toBe(400);
    expect((await upload("/api/admin/uploads/catalog", await pdf(1))).status).toBe(401);
    expect((await upload("/api/admin/uploads/catalog", await pdf(1), { cookie, site: "cross-site" })).status).toBe(403);
  });

  test("a cover must be a PNG; JSON endpoints still refuse multipart bodies", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload("/api/admin/uploads/cover", png, { cookie })).status).toBe(201);
    expect((await upload("/api/admin/uploads/cover", new TextEncoder().encode("GIF89a"), { cookie })).status).toBe(400);
    const form = new FormData();
    form.set("name", "x");
    const res = await app.request("/api/categories", {
      method: "POST",
      body: form,
      headers: { "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    });
    expect(res.status).toBe(415);
  });
});
