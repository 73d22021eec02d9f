/**
 * Image uploads (issue 24, item 21): catalogue covers and store logos and covers may be PNG,
 * JPEG or WebP, told apart by their first bytes (never the name or the declared type), stored
 * under the extension of what they are and served as that type; anything else is refused and
 * leaves no file.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const t = startTestApp();
let cookie = "";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
// "RIFF", a little-endian size, "WEBP", then the first chunk's name.
const WEBP = [0x52, 0x49, 0x46, 0x46, 36, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20];
const bytes = (head: number[]) => new Uint8Array([...head, ...new Array(64).fill(7)]);

/** Posts `body` as the multipart `file` field, signed in unless `signedIn` is false. */
async function upload(path: string, body: Uint8Array<ArrayBuffer>, name: string, type = "", signedIn = true) {
  cookie ||= (await signedInCaller(t.app, t.env.db, "uploader", "uploader-password")).cookie;
  const form = new FormData();
  form.set("file", new File([body], name, { type }));
  const res = await t.app.request(path, {
    method: "POST",
    body: form,
    headers: { "Sec-Fetch-Site": "same-origin", ...(signedIn ? { Cookie: cookie } : {}) },
  });
  return { status: res.status, json: (await res.json()) as { url?: string; error?: string; issues?: unknown } };
}

const uploads = () => {
  try {
    return readdirSync(join(t.env.dataDir, "media", "uploads")).sort();
  } catch {
    return [];
  }
};

describe.each(["/api/admin/uploads/cover", "/api/admin/uploads/image"])("%s", (path) => {
  test.each([
    ["PNG", PNG, "png", "image/png"],
    ["JPEG", JPEG, "jpg", "image/jpeg"],
    ["WebP", WEBP, "webp", "image/webp"],
  ])("takes a %s, named and served by what it is, whatever its file name says", async (_, head, ext, type) => {
    const res = await upload(path, bytes(head), "photo.gif", "image/gif");
    expect(res.status).toBe(201);
    expect(res.json.url).toMatch(new RegExp(`^/media/uploads/[a-z0-9-]+\\.${ext}$`));
    const served = await t.app.request(res.json.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
  });

  test("refuses a GIF, an SVG and text named .png, and keeps none of them", async () => {
    const before = uploads();
    for (const [body, name] of [
      [new TextEncoder().encode("GIF89a\x01\x00\x01\x00"), "a.gif"],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "a.svg"],
      [new TextEncoder().encode("not an image at all"), "a.png"],
    ] as const) {
      const res = await upload(path, body as Uint8Array<ArrayBuffer>, name, "image/png");
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("The image must be a PNG, JPEG or WebP file");
      expect(res.json.issues).toEqual([{ path: "file", message: "Not a PNG, JPEG or WebP image" }]);
    }
    expect(uploads()).toEqual(before);
  });
});

test("image uploads need a session", async () => {
  expect((await upload("/api/admin/uploads/image", bytes(PNG), "a.png", "image/png", false)).status).toBe(401);
});
