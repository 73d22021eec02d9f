/**
 * A page's text read from its pixels: PDFium's RGBA drawing in, the words and their boxes out,
 * in Tesseract's reading order (right to left within an Arabic line). Boxes are fractions of
 * the page (0..1 from its top-left corner), so they hold at any drawing size, like PDF text's.
 */
import type { Rgba } from "../pdfium.ts";
import { ocrEngine } from "./ocr-engine.ts";
import { grayPgm } from "./pgm.ts";
import { eraseThinRules } from "./thin-rules.ts";

/** Draw pages this sharp for OCR: the measured sweet spot (150 dpi reads as well as 300, at half the time). */
export const OCR_DPI = 150;

/** Pixels Tesseract is given at most: a bigger drawing is averaged down first (its memory grows ~55 B a pixel). */
export const MAX_OCR_PIXELS = 6_000_000;

/**
 * Words Tesseract is less sure of are dropped: below this they are mostly pictures and rules
 * read as letters, which would only clutter snippets (bench:ocr measured what it costs).
 */
const MIN_CONFIDENCE = 20;

type OcrBox = { x: number; y: number; width: number; height: number };
type OcrWord = { text: string; confidence: number; box: OcrBox };
export type OcrPage = { text: string; words: OcrWord[] };

/** The width to draw a page of `width` x `height` PDF points at for OCR: OCR_DPI, within MAX_OCR_PIXELS. */
export function ocrRenderWidth(size: { width: number; height: number }): number {
  const ratio = size.width > 0 && size.height > 0 ? size.height / size.width : 1;
  const sharp = Math.round((size.width / 72) * OCR_DPI);
  return Math.max(1, Math.min(sharp, Math.floor(Math.sqrt(MAX_OCR_PIXELS / ratio))));
}

type DrawablePage = { size: { width: number; height: number }; render(width: number): Rgba };

/**
 * Reads a PDF page by OCR from a drawing of its own at OCR_DPI, not from processing's 1400-px
 * image: that is 120 dpi on a landscape A4 page, where Tesseract splits "9.95" into "9" and
 * "95" (bench:offers' price table: 41 % of its offers found, 83 % at 150 dpi), and 340 dpi on
 * an A6 page, where Arabic reads worse (bench:ocr: 87.4 % against 91 % at 150 dpi). Drawing a
 * page again costs a few tens of milliseconds against OCR's seconds.
 */
export function ocrPdfPage(page: DrawablePage): Promise<OcrPage> {
  const width = ocrRenderWidth(page.size);
  return ocrPage(page.render(width), width / Math.max(1, page.size.width / 72));
}

/** Reads `image`, a page drawn `dpi` pixels per inch (its width in pixels over its width in inches). */
async function ocrPage(image: Rgba, dpi: number): Promise<OcrPage> {
  const engine = await ocrEngine();
  const scale = Math.max(1, Math.ceil(Math.sqrt((image.width * image.height) / MAX_OCR_PIXELS)));
  const pgm = grayPgm(image, scale);
  const [width, height] = [Math.floor(image.width / scale), Math.floor(image.height / scale)];
  eraseThinRules(pgm.subarray(pgm.length - width * height), width, height);
  const tsv = engine.recognize(pgm, dpi / scale);
  return fromTsv(tsv, Math.floor(image.width / scale), Math.floor(image.height / scale));
}

/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height,
 * confidence, text) as words with page-fraction boxes, and the text: a line of words per
 * Tesseract line, a blank line between blocks.
 */
export function fromTsv(tsv: string, width: number, height: number): OcrPage {
  const words: OcrWord[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  let lineKey = "";
  let block = "";
  const endLine = () => {
    if (line.length) lines.push(line.join(" "));
    line = [];
  };
  for (const row of tsv.split("\n")) {
    const f = row.split("\t");
    const text = f[11]?.trim();
    if (f[0] !== "5" || !text) continue;
    const confidence = Number(f[10]);
    if (!(confidence >= MIN_CONFIDENCE)) continue;
    const key = f.slice(2, 5).join(".");
    if (key !== lineKey) {
      endLine();
      if (f[2] !== block && lines.length) lines.push("");
      [lineKey, block] = [key, f[2] ?? ""];
    }
    const [left, top, w, h] = f.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({ text, confidence, box: { x: left / width, y: top / height, width: w / width, height: h / height } });
    line.push(text);
  }
  endLine();
  return { text: lines.join("\n"), words };
}
