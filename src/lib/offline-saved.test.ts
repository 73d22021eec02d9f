/** What "Save for offline" keeps of a catalogue (src/lib/offline-saved.ts). */
import { describe, expect, test } from "bun:test";
import { PACKED_HEADER, packResponse, unpackResponse } from "./offline-packing.ts";
import { type SavedCatalog, savedCatalogUrls, shellUrls, sizeText } from "./offline-saved.ts";

const catalog = (pageCount: number, lang: "en" | "ar" = "en"): SavedCatalog => ({
  id: 7,
  lang,
  title: { en: "Weekly", ar: null },
  store: { en: "Mart", ar: null },
  pdfHash: "ab12",
  pageCount,
  expiryDate: null,
});

describe("a saved catalogue", () => {
  test("keeps every page in its language, each page's small image, and the offers", () => {
    const urls = savedCatalogUrls(catalog(20, "ar"));
    expect(urls.filter((u) => u.startsWith("/ar/catalogs/7/page/"))).toHaveLength(20);
    expect(urls.filter((u) => u.startsWith("/media/pages/ab12/"))).toHaveLength(20);
    expect(urls.every((u) => !u.includes("-1400."))).toBe(true);
    expect(urls).toContain("/media/pages/ab12/20-480.webp");
    expect(urls).toContain("/api/catalogs/7/offers");
    expect(urls).toContain("/api/catalogs/7/pages/20/offers");
    expect(new Set(urls).size).toBe(urls.length);
  });

  test("with the build files its page loads, this site's only", () => {
    const tags = [
      { rel: "stylesheet", href: "/assets/app-1.css" },
      { rel: "preload", href: "/assets/font-2.woff2" },
      { rel: "modulepreload", href: "/assets/chunk-3.js" },
      { src: "/assets/bootstrap-4.js" },
      { src: "/assets/bootstrap-4.js" },
      { rel: "canonical", href: "/catalogs/7/page/1" },
      { rel: "icon", href: "/favicon.svg" },
      { src: "https://cdn.example/assets/x.js" },
    ];
    expect(shellUrls(tags, "https://deals.example.ae")).toEqual([
      "/assets/app-1.css",
      "/assets/font-2.woff2",
      "/assets/chunk-3.js",
      "/assets/bootstrap-4.js",
    ]);
  });

  test("says its size in the page's language", () => {
    expect(sizeText(1_234_567, "en-AE")).toBe("1.2 MB");
    expect(sizeText(1_234_567, "ar-AE")).toContain("ميغابايت");
  });
});

describe("kept packed", () => {
  test("a page's HTML is kept gzipped and marked, and comes back the same", async () => {
    const html = `<!doctype html><p>${"Fresh Milk 2L AED 8.95 ".repeat(2000)}</p>`;
    const original = new Response(html, {
      headers: { "Content-Type": "text/html; charset=UTF-8", "Content-Length": "9" },
    });
    const kept = await packResponse(original);
    expect(kept.headers.get(PACKED_HEADER)).toBe("gzip");
    expect(kept.headers.get("Content-Length")).toBeNull();
    const bytes = (await kept.clone().arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(html.length / 20);
    const back = unpackResponse(kept);
    expect(back.headers.get(PACKED_HEADER)).toBeNull();
    expect(back.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(await back.text()).toBe(html);
  });

  test("images and fonts are kept as they are; an unmarked copy is served as it is", async () => {
    const image = new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "image/webp" } });
    const kept = await packResponse(image);
    expect(kept).toBe(image);
    expect(unpackResponse(kept)).toBe(kept);
  });
});
