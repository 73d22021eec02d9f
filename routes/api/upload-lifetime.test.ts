/**
 * Issue 24, item 2: a deleted record's uploaded files stop being public. Deleting a catalogue
 * deletes its uploaded PDF and cover (unless another record still uses them); deleting a store
 * deletes its catalogues' files and its own logo and cover; deleting a post its image and the
 * images in its text. Files other records use are left alone.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { insertCategory } from "#db/seed/factories.ts";
import { remoteCopyName } from "#server/media-files.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const { admin, app, env, get } = startTestApp({ admin: true, seed: (db) => insertCategory(db, { name: "Groceries" }) });

let cookie = "";
let pdf: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  cookie = (await signedInCaller(app, env.db, "uploader")).cookie;
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = (await doc.save()) as Uint8Array<ArrayBuffer>;
});

/** Uploads a file as the catalogue form does; the URL the site serves it at. */
async function upload(kind: "catalog" | "cover"): Promise<string> {
  const form = new FormData();
  form.set("file", new File([kind === "catalog" ? pdf : PNG], "file"));
  const res = await app.request(`/api/admin/uploads/${kind}`, {
    method: "POST",
    body: form,
    headers: { "Sec-Fetch-Site": "same-origin", Cookie: cookie },
  });
  const json = (await res.json()) as { fileUrl?: string; url?: string };
  expect(res.status).toBe(201);
  return (json.fileUrl ?? json.url)!;
}

const onDisk = (url: string) => existsSync(join(env.dataDir, url));
const served = async (url: string) => (await get(url)).res.status;

async function newStore(name: string, o: Record<string, unknown> = {}) {
  const res = await admin("POST", "/api/stores", { name, category: "Groceries", ...o });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

async function newCatalog(storeId: number, fileUrl: string, coverImage: string | null = null) {
  const res = await admin("POST", "/api/catalogs", { storeId, title: "Weekly offers", fileUrl, coverImage });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

describe("a deleted record's uploads", () => {
  test("a deleted catalogue's uploaded PDF and cover answer 404 and leave the disk", async () => {
    const storeId = await newStore("Lulu");
    const [file, cover] = [await upload("catalog"), await upload("cover")];
    const id = await newCatalog(storeId, file, cover);
    expect(await served(file)).toBe(200);
    expect(await served(cover)).toBe(200);

    expect((await admin("DELETE", `/api/catalogs/${id}`)).status).toBe(200);
    expect(await served(file)).toBe(404);
    expect(await served(cover)).toBe(404);
    expect(onDisk(file) || onDisk(cover)).toBe(false);
  });

  test("a deleted catalogue of a PDF on another site takes the copy processing kept with it", async () => {
    const storeId = await newStore("Union Coop");
    const url = "https://flyers.example.com/union-coop.pdf";
    const id = await newCatalog(storeId, url);
    const copy = `/media/remote/${remoteCopyName(url)}`;
    mkdirSync(join(env.dataDir, "media", "remote"), { recursive: true });
    writeFileSync(join(env.dataDir, copy), "%PDF-1.7\n");
    expect(await served(copy)).toBe(200);
    await admin("DELETE", `/api/catalogs/${id}`);
    expect(await served(copy)).toBe(404);
  });

  test("a file another catalogue still uses stays until the last one goes", async () => {
    const storeId = await newStore("Nesto");
    const file = await upload("catalog");
    const first = await newCatalog(storeId, file);
    const second = await newCatalog(storeId, file);
    await admin("DELETE", `/api/catalogs/${first}`);
    expect(await served(file)).toBe(200);
    await admin("DELETE", `/api/catalogs/${second}`);
    expect(await served(file)).toBe(404);
  });

  test("a deleted store takes its catalogues' files and its own logo and cover with it", async () => {
    const [logo, image, file, cover] = [
      await upload("cover"),
      await upload("cover"),
      await upload("catalog"),
      await upload("cover"),
    ];
    const storeId = await newStore("Spinneys", { logo, image });
    await newCatalog(storeId, file, cover);
    // Another store shows the same logo: it stays.
    await newStore("Spinneys Express", { logo });

    expect((await admin("DELETE", `/api/stores/${storeId}`)).status).toBe(200);
    expect(await Promise.all([image, file, cover].map(served))).toEqual([404, 404, 404]);
    expect(await served(logo)).toBe(200);
  });

  test("a deleted post takes its image and the images in its texts with it", async () => {
    const [image, inEnglish, inArabic] = [await upload("cover"), await upload("cover"), await upload("cover")];
    const post = await admin("POST", "/api/blogs", {
      title: "Back to school",
      category: "Shopping Guide",
      status: "published",
      image,
      content: `<p>Deals</p><p><img src="${inEnglish}"></p>`,
      languages: "both",
      titleAr: "العودة إلى المدارس",
      contentAr: `<p>عروض</p><p><img src="${inArabic}"></p>`,
    });
    expect(post.status).toBe(201);
    expect((await admin("DELETE", `/api/blogs/${post.json.id}`)).status).toBe(200);
    expect(await Promise.all([image, inEnglish, inArabic].map(served))).toEqual([404, 404, 404]);
  });
});
