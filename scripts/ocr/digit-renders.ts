/**
 * Arabic-Indic digits and the Arabic separators drawn by resvg in a given font, one glyph at a
 * place, and cut into the pieces the OCR's digit classifier compares (src/jobs/catalog-pages/
 * ocr/indic/glyphs.ts), each with the character it is. Used to make the classifier's templates
 * and to measure it on fonts it was not made from.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm" with { type: "file" };
import {
  digitBand,
  featuresOf,
  type GlyphFeatures,
  inkMask,
  type Piece,
  pieces,
} from "#jobs/catalog-pages/ocr/indic/glyphs.ts";

/**
 * The Arabic-Indic digits and separators, and the Western ones: a number printed in Western
 * digits beside "درهم" is told apart by its glyphs, and left to Tesseract, which reads those well.
 */
export const CHARS = ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩", "٫", "٬", ..."0123456789.,"] as const;
/** The characters whose glyphs set a number's height: the digits, not the separators. */
const DIGITS = /^[\u0660-\u06690-9]$/u;

/** A font file; `arabicOnly` for one with no Western digits of its own (they would be drawn as missing-glyph boxes). */
export type FontFace = { family: string; file: string; weight?: number; style?: string; arabicOnly?: boolean };

let ready: Promise<void> | null = null;
const init = () => {
  ready ??= (async () => initWasm(await WebAssembly.compile(await Bun.file(resvgWasm).arrayBuffer())))();
  return ready;
};

/**
 * Each character of CHARS drawn in `face` at `fontPx` pixels, as features, with the character;
 * glyphs that do not come out as one piece of ink (none here so far) are counted in `split`.
 */
export async function renderGlyphs(
  face: FontFace,
  fontPx: number,
): Promise<{ glyphs: (GlyphFeatures & { char: string })[]; split: string[] }> {
  await init();
  const step = Math.round(fontPx * 1.5);
  const [width, height] = [step * (CHARS.length + 2), Math.round(fontPx * 2.2)];
  const baseline = Math.round(fontPx * 1.4);
  // The last place holds a character no font has: what the font draws for a glyph it lacks.
  const texts = [...CHARS, "\u{10fffd}"]
    .map(
      (c, i) =>
        `<text x="${step * (i + 0.5)}" y="${baseline}" font-family="${face.family}" font-size="${fontPx}" font-weight="${face.weight ?? 400}" font-style="${face.style ?? "normal"}">${c}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  const resvg = new Resvg(svg, {
    font: {
      fontBuffers: [new Uint8Array(await Bun.file(face.file).arrayBuffer())],
      loadSystemFonts: false,
      defaultFontFamily: face.family,
    },
  });
  const image = resvg.render();
  const [w, h, rgba] = [image.width, image.height, image.pixels];
  image.free();
  resvg.free();
  const grey = new Uint8Array(w * h);
  for (let i = 0; i < grey.length; i++)
    grey[i] = (rgba[4 * i]! * 77 + rgba[4 * i + 1]! * 150 + rgba[4 * i + 2]! * 29) >> 8;
  const found = pieces(inkMask(grey), w, h).filter((p) => p.pixels.length >= 3);
  const perChar = [...CHARS, "missing"].map((_, i) =>
    found.filter((p) => (p.x0 + p.x1) / 2 >= step * (i + 0.25) && (p.x0 + p.x1) / 2 < step * (i + 1.25)),
  );
  const missing = perChar[CHARS.length]![0];
  const lacks = (p: Piece[]) =>
    !!missing &&
    p.length === 1 &&
    p[0]!.x1 - p[0]!.x0 === missing.x1 - missing.x0 &&
    p[0]!.y1 - p[0]!.y0 === missing.y1 - missing.y0;
  for (let i = 0; i < CHARS.length; i++) if (lacks(perChar[i]!)) perChar[i] = [];
  const split = CHARS.filter((_, i) => perChar[i]!.length > 1);
  // Each script's digits set their own band, as a number is printed in one or the other.
  const bandOf = (arabic: boolean) =>
    digitBand(
      perChar
        .filter((p, i) => DIGITS.test(CHARS[i]!) && /[\u0660-\u0669]/u.test(CHARS[i]!) === arabic && p.length === 1)
        .flat(),
    );
  const bands = { arabic: bandOf(true), western: bandOf(false) };
  const glyphs = CHARS.flatMap((char, i) =>
    perChar[i]!.length === 1 && (!face.arabicOnly || /[\u0660-\u066c]/u.test(char))
      ? [{ char, ...featuresOf(perChar[i]![0]!, w, /[\u0660-\u066c]/u.test(char) ? bands.arabic : bands.western) }]
      : [],
  );
  return { glyphs, split };
}
