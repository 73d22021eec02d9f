import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
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

/** A PDF of `pages` blank pages, its page tree written plainly (or, with objectStreams, compressed). */
async function pdf(pages: number, objectStreams = false) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  return (await doc.save({ useObjectStreams: objectStreams })) as Uint8Array<ArrayBuffer>;
}

const uploadsDir = () => join(env.dataDir, "media", "uploads");
type Bytes = Uint8Array<ArrayBuffer>;

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

  test("the page count is read by PDFium in a child process, never parsed in the server", async () => {
    // Object streams hide the page tree from a plain reading: PDFium counts all the same.
    const compressed = await upload("/api/admin/uploads/catalog", await pdf(7, true), { cookie });
    expect(compressed.status).toBe(201);
    expect(compressed.json.pages).toBe(7);
    // A page tree in plain text that PDFium cannot open is no count: the file is refused.
    const bogus = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Pages /Kids [] /Count 9 >> endobj\n%%EOF");
    expect((await upload("/api/admin/uploads/catalog", bogus, { cookie })).status).toBe(422);
  });

  test("the file is written as it arrives, byte for byte, whatever the other fields and the chunking", async () => {
    const bytes = await pdf(3);
    const form = new FormData();
    form.set("note", "before the file\r\n--not-a-boundary");
    form.set("file", new File([bytes], "flyer.pdf"));
    form.set("after", "x");
    const encoded = new Response(form); // one encoding: each has its own boundary
    const type = encoded.headers.get("content-type")!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    // Sent in 7-byte pieces, with no Content-Length: a boundary may be split anywhere.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 7) controller.enqueue(body.subarray(i, i + 7));
        controller.close();
      },
    });
    const res = await app.request("/api/admin/uploads/catalog", {
      method: "POST",
      body: chunked,
      duplex: "half",
      headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    } as RequestInit);
    const json = (await res.json()) as { fileUrl: string; pages: number };
    expect({ status: res.status, json }).toMatchObject({ status: 201 });
    expect(json.pages).toBe(3);
    const stored = await Bun.file(join(env.dataDir, json.fileUrl)).bytes();
    expect(Buffer.from(stored).equals(Buffer.from(bytes))).toBe(true);
  });

  test("a body over the limit sent without Content-Length is refused and leaves no file behind", async () => {
    const before = readdirSync(uploadsDir()).length;
    const head = new TextEncoder().encode("%PDF-1.7\n");
    const form = new FormData();
    form.set("file", new File([head, new Uint8Array(26 * 1024 * 1024)], "big.pdf"));
    const encoded = new Response(form); // one encoding: each has its own boundary
    const type = encoded.headers.get("content-type")!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    const res = await app.request("/api/admin/uploads/catalog", {
      method: "POST",
      body: new Blob([body]).stream(),
      duplex: "half",
      headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(readdirSync(uploadsDir()).length).toBe(before);
  });

  test("refuse at once a PDF that cannot be read, saying why at the file field, and keep no file (issue 24)", async () => {
    const before = readdirSync(uploadsDir()).length;
    const fixture = async (name: string) => (await Bun.file(join(PDF_FIXTURES, `${name}.pdf`)).bytes()) as Bytes;
    const whole = await pdf(3);
    const cases: [string, Bytes, string][] = [
      ["cut short", whole.slice(0, Math.floor(whole.length * 0.6)), "not_pdf"],
      ["truncated fixture", await fixture("truncated"), "not_pdf"],
      ["damaged", new TextEncoder().encode("%PDF-1.7 garbage"), "not_pdf"],
      ["password-protected", await fixture("encrypted"), "encrypted"],
      ["no pages", await fixture("zero-pages"), "no_pages"],
    ];
    for (const [what, bytes, reason] of cases) {
      const { status, json } = await upload("/api/admin/uploads/catalog", bytes, { cookie });
      expect({ what, status, issues: json.issues }).toEqual({
        what,
        status: 422,
        issues: [expect.objectContaining({ path: "file", code: reason })],
      });
      expect(json.error).toBeString();
    }
    expect(readdirSync(uploadsDir()).length).toBe(before);
  });

  test("refuse what is not a PDF, no file, no session and cross-site posts", async () => {
    expect(
      (await upload("/api/admin/uploads/catalog", new TextEncoder().encode("<html>"), { cookie })).json.error,
    ).toBe("The file is not a PDF");
    expect((await upload("/api/admin/uploads/catalog", new Uint8Array(), { cookie })).status).toBe(400);
    expect((await upload("/api/admin/uploads/catalog", await pdf(1))).status).toBe(401);
    expect((await upload("/api/admin/uploads/catalog", await pdf(1), { cookie, site: "cross-site" })).status).toBe(403);
  });

  test("a cover must be an image (a GIF is refused: image-uploads.test.ts has the rest); JSON endpoints still refuse multipart bodies", async () => {
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
