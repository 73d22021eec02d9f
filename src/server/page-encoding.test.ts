/**
 * A page's encodings as the render thread makes and hands them over (page-encoding.ts): each
 * decodes to the page, and each has a buffer of its own, so handing it to another thread takes
 * nothing else with it.
 */
import { describe, expect, test } from "bun:test";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { bodyBuffers, encodePage } from "./page-encoding.ts";

const html = `<!DOCTYPE html><html lang="ar"><body><p>${"عروض اليوم · AED 9.95 ".repeat(200)}</p></body></html>`;

describe("a page's encodings", () => {
  test("each decodes to the page; the hash is of its bytes; gzip when none is named", () => {
    const page = encodePage(html, ["br", "gzip", "identity"]);
    expect(brotliDecompressSync(page.bodies.br!).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip!).toString()).toBe(html);
    expect(new TextDecoder().decode(page.bodies.identity)).toBe(html);
    expect(page.hash).toBe(Bun.hash(new TextEncoder().encode(html)).toString(36));
    expect(Object.keys(encodePage(html, []).bodies)).toEqual(["gzip"]);
  });

  test("each has a buffer of its own, a tiny page's too: moving them to another thread leaves other bytes alone", () => {
    const other = brotliCompressSync("kept by someone else"); // a small Buffer, as a pool would hand out
    const before = Buffer.from(other).toString("hex");
    for (const page of [encodePage("<p>x</p>", ["br", "gzip", "identity"]), encodePage(html, ["br", "gzip"])]) {
      for (const body of Object.values(page.bodies)) expect(body.byteLength).toBe(body.buffer.byteLength);
      const moved = structuredClone(page, { transfer: bodyBuffers(page) });
      expect(brotliDecompressSync(moved.bodies.br!).toString().length).toBeGreaterThan(0);
      for (const body of Object.values(page.bodies)) expect(body.byteLength).toBe(0); // detached: moved, not copied
    }
    expect(Buffer.from(other).toString("hex")).toBe(before);
  });
});
