/**
 * Link previews (issue 24, item 13), checked the way a preview crawler (WhatsApp, X, Facebook)
 * reads them: og:image is an absolute address that answers 200 with a raster image (JPEG or
 * PNG, never SVG) of the size and type the tags say, 1200×630 for stores, branches and posts.
 */
import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { insertBlogPost, insertBranch, insertStore } from "#db/seed/factories.ts";
import { blogBannerSvg, storeCoverSvg, storeLogoSvg } from "#db/seed/svg.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { decodedImage } from "#tests/helpers/images.ts";

const ORIGIN = "https://deals.example.ae";

const { appWith } = startTestApp({
  seed: (db, dataDir) => {
    const media = join(dataDir, "media");
    mkdirSync(join(media, "stores"), { recursive: true });
    mkdirSync(join(media, "blog"), { recursive: true });
    writeFileSync(join(media, "stores", "noor-logo.svg"), storeLogoSvg("Noor Market"));
    writeFileSync(join(media, "stores", "noor-cover.svg"), storeCoverSvg("Noor Market"));
    writeFileSync(join(media, "blog", "eid.svg"), blogBannerSvg("Eid deals", "Shopping Guide"));
    const noor = insertStore(db, {
      name: "Noor Market",
      slug: "noor",
      logo: "/media/stores/noor-logo.svg",
      image: "/media/stores/noor-cover.svg",
    });
    insertBranch(db, { storeId: noor.id, slug: "marina", name: "Noor Marina" });
    insertStore(db, { name: "Logo Only", slug: "logo-only", logo: "/media/stores/noor-logo.svg", image: null });
    insertStore(db, { name: "Far Away", slug: "far", logo: "https://cdn.example.com/far.svg", image: null });
    insertBlogPost(db, { slug: "eid", status: "published", image: "/media/blog/eid.svg" });
    insertBlogPost(db, { slug: "draft", status: "draft", image: "/media/blog/eid.svg" });
  },
});

/** One app for the file: previews it has drawn are kept, as they are in a running server. */
let site: ReturnType<typeof appWith> | undefined;
const app = () => (site ??= appWith({ PUBLIC_ORIGIN: ORIGIN }));

/** The content of the first <meta property|name="key">, or undefined. */
function meta(html: string, key: string): string | undefined {
  const m = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return m?.[1]?.replace(/&amp;/g, "&");
}

/** What a preview crawler checks: the tags, then the image they name. */
async function checkPreview(page: string) {
  const res = await app().request(page);
  expect(res.status).toBe(200);
  const html = await res.text();
  const image = meta(html, "og:image")!;
  expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
  expect(meta(html, "twitter:image")).toBe(image);
  expect(meta(html, "og:image:alt")).toBeTruthy();
  const type = meta(html, "og:image:type")!;
  expect(["image/jpeg", "image/png"]).toContain(type);
  const width = Number(meta(html, "og:image:width"));
  const height = Number(meta(html, "og:image:height"));
  const answer = await app().request(image.slice(ORIGIN.length));
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe(type);
  const decoded = await decodedImage(new Uint8Array(await answer.arrayBuffer()));
  expect(decoded.type).toBe(type);
  expect([decoded.width, decoded.height]).toEqual([width, height]);
  return { image, type, width, height, distinctColours: decoded.distinctColours };
}

describe("link previews", () => {
  for (const prefix of ["", "/ar"]) {
    test(`${prefix || "en"}: a store's preview is a 1200×630 JPEG drawn from its cover and logo`, async () => {
      const p = await checkPreview(`${prefix}/store/noor`);
      expect(p.image).toMatch(/\/media\/previews\/stores\/\d+\.jpg\?v=\w+$/);
      expect([p.type, p.width, p.height]).toEqual(["image/jpeg", 1200, 630]);
      expect(p.distinctColours).toBeGreaterThan(50); // a picture, not a blank
    });

    test(`${prefix || "en"}: a branch shares its store's preview`, async () => {
      const store = await checkPreview(`${prefix}/store/noor`);
      const branch = await checkPreview(`${prefix}/branch/noor/marina`);
      expect(branch.image).toBe(store.image);
    });

    test(`${prefix || "en"}: a post's preview is a 1200×630 JPEG of its picture`, async () => {
      const p = await checkPreview(`${prefix}/blog/eid`);
      expect(p.image).toMatch(/\/media\/previews\/posts\/\d+\.jpg\?v=\w+$/);
      expect([p.type, p.width, p.height]).toEqual(["image/jpeg", 1200, 630]);
    });
  }

  test("a store with only a logo still gets a drawn preview", async () => {
    const p = await checkPreview("/store/logo-only");
    expect(p.image).toContain("/media/previews/stores/");
  });

  test("a picture the site cannot draw (on another site) leaves the site's own PNG preview", async () => {
    const p = await checkPreview("/store/far");
    expect(p.image).toBe(`${ORIGIN}/og-image.png`);
    expect([p.type, p.width, p.height]).toEqual(["image/png", 1200, 630]);
  });

  test("pages without a picture of their own show the site's preview with its size and type", async () => {
    const p = await checkPreview("/about");
    expect(p.image).toBe(`${ORIGIN}/og-image.png`);
  });

  test("no preview for what the public cannot see, an unknown id or another file name", async () => {
    for (const path of [
      "/media/previews/posts/2.jpg",
      "/media/previews/stores/999.jpg",
      "/media/previews/stores/1.png",
    ])
      expect((await app().request(path)).status).toBe(404);
  });

  test("the current version is cached for a year, an old link's for five minutes", async () => {
    const image = meta(await (await app().request("/store/noor")).text(), "og:image")!;
    const current = await app().request(image.slice(ORIGIN.length));
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const stale = await app().request(image.slice(ORIGIN.length).replace(/\?v=\w+/, "?v=old"));
    expect(stale.status).toBe(200);
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
