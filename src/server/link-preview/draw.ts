/**
 * Draws a link preview: 1200×630, the cover filling it (else the site's teal) and the logo on a
 * white tile in the middle (where a square crop, as WhatsApp makes, still shows it), as a JPEG.
 * resvg (its WebAssembly build, embedded like the WebP and JPEG codecs) paints an SVG made here
 * that holds each picture as a PNG or JPEG data address: an SVG picture is first drawn on its
 * own, with the fonts resvg is given (Liberation Sans from pdf.js, metric-compatible with
 * Arial), since a nested SVG image gets none; a WebP is re-encoded as JPEG (resvg reads no WebP).
 * Nothing here fetches: resvg resolves no outside address.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm" with { type: "file" };
import boldFont from "pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf" with { type: "file" };
import regularFont from "pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf" with { type: "file" };
import { PREVIEW_SIZE } from "#lib/link-preview.ts";
import { encodeJpeg } from "../jpeg.ts";
import { decodeWebp } from "../webp.ts";
import type { PictureFile } from "./picture-file.ts";

const { width: W, height: H } = PREVIEW_SIZE;
const TILE = 320;
const LOGO = 272;

let ready: Promise<Uint8Array[]> | null = null;

/** resvg, once, and the fonts an SVG picture's text is drawn with. */
function renderer(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    await initWasm(await WebAssembly.compile(await Bun.file(resvgWasm).arrayBuffer()));
    return Promise.all([regularFont, boldFont].map(async (f) => new Uint8Array(await Bun.file(f).arrayBuffer())));
  })();
  return ready;
}

/** Paints `svg` at `width` px wide (its height follows): its pixels (RGBA) or a PNG of them. */
async function paint(svg: string | Uint8Array, width: number, as: "pixels" | "png") {
  const fonts = await renderer();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers: fonts, defaultFontFamily: "Liberation Sans", sansSerifFamily: "Liberation Sans" },
  });
  const image = resvg.render();
  try {
    // Both copy out of the WebAssembly memory, which free() below gives back.
    return { width: image.width, height: image.height, bytes: as === "png" ? image.asPng() : image.pixels };
  } finally {
    image.free();
    resvg.free();
  }
}

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;

/** The picture as a data address resvg can paint inside the preview, drawn `width` px wide if it is an SVG. */
async function embeddable(picture: PictureFile, width: number): Promise<string> {
  if (picture.kind === "png") return dataUrl("image/png", picture.bytes);
  if (picture.kind === "jpeg") return dataUrl("image/jpeg", picture.bytes);
  if (picture.kind === "webp") {
    const bytes = picture.bytes.buffer.slice(picture.bytes.byteOffset, picture.bytes.byteOffset + picture.bytes.length);
    return dataUrl("image/jpeg", await encodeJpeg(await decodeWebp(bytes as ArrayBuffer), 90));
  }
  return dataUrl("image/png", (await paint(picture.bytes, width, "png")).bytes);
}

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The preview as SVG: `cover` and `logo` are data addresses (or null). */
function previewSvg({ cover, logo }: { cover: string | null; logo: string | null }): string {
  const x = (W - TILE) / 2;
  const y = (H - TILE) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#115e59"/><stop offset="1" stop-color="#059669"/></linearGradient>',
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#0f172a" flood-opacity="0.3"/></filter></defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    cover ? `<image href="${attr(cover)}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>` : "",
    logo
      ? `<rect x="${x}" y="${y}" width="${TILE}" height="${TILE}" rx="56" fill="#fff" filter="url(#shadow)"/>` +
        `<image href="${attr(logo)}" x="${x + (TILE - LOGO) / 2}" y="${y + (TILE - LOGO) / 2}" width="${LOGO}" height="${LOGO}" preserveAspectRatio="xMidYMid meet"/>`
      : "",
    "</svg>",
  ].join("");
}

/** The preview of a store (cover and logo) or a post (cover only), as a 1200×630 JPEG. */
export async function drawPreview(p: { cover: PictureFile | null; logo: PictureFile | null }): Promise<Uint8Array> {
  const svg = previewSvg({
    cover: p.cover && (await embeddable(p.cover, W)),
    logo: p.logo && (await embeddable(p.logo, LOGO)),
  });
  const drawn = await paint(svg, W, "pixels");
  return encodeJpeg({ data: new Uint8ClampedArray(drawn.bytes.buffer), width: drawn.width, height: drawn.height });
}
