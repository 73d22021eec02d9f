import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readPictureFile } from "./picture-file.ts";

const media = mkdtempSync(join(tmpdir(), "picture-file-"));
mkdirSync(join(media, "stores"));
afterAll(() => rmSync(media, { recursive: true, force: true }));

/** A PNG's signature and IHDR saying `width`×`height` (enough for the header check). */
function pngHeader(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** A JPEG's start, one APP0 segment, then a baseline frame header saying `width`×`height`. */
function jpegHeader(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0, 4, 0, 0];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof]);
}

const write = (name: string, bytes: Uint8Array | string) => writeFileSync(join(media, "stores", name), bytes);

describe("a link preview's picture files", () => {
  test("are known by content: SVG, PNG and JPEG within 4096 px a side are read", async () => {
    write("logo.svg", '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    write("cover.dat", pngHeader(1200, 400));
    write("photo.jpg", jpegHeader(1600, 900));
    expect((await readPictureFile(media, "/media/stores/logo.svg"))?.kind).toBe("svg");
    expect((await readPictureFile(media, "/media/stores/cover.dat"))?.kind).toBe("png");
    expect((await readPictureFile(media, "/media/stores/photo.jpg"))?.kind).toBe("jpeg");
  });

  test("a picture past 4096 px a side, by its header, is left out before anything decodes it", async () => {
    write("huge.png", pngHeader(20000, 20000));
    write("huge.jpg", jpegHeader(5000, 100));
    expect(await readPictureFile(media, "/media/stores/huge.png")).toBeNull();
    expect(await readPictureFile(media, "/media/stores/huge.jpg")).toBeNull();
  });

  test("a file of another kind, a missing one or a path out of the media folder is null", async () => {
    write("notes.svg", "just text");
    expect(await readPictureFile(media, "/media/stores/notes.svg")).toBeNull();
    expect(await readPictureFile(media, "/media/stores/missing.png")).toBeNull();
    expect(await readPictureFile(media, "/media/../../etc/passwd")).toBeNull();
  });
});
