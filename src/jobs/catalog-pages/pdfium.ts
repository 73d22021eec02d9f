/**
 * PDFium (through @embedpdf/pdfium's WebAssembly build) for what catalogue processing needs:
 * open a PDF file, count its pages, read a page's text, render a page to RGBA pixels.
 *
 * Why PDFium: it extracts Arabic in logical order (pdf.js gives presentation forms in visual
 * order), renders twice as fast as pdf.js on a canvas, and runs with no system library.
 * The wasm file is embedded in the compiled binary (`with { type: "file" }`).
 *
 * The file is read through PDFium's custom-document callback, so a 100 MB PDF never sits in
 * wasm memory; wasm memory never shrinks, which is why each job runs in its own process.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { init, type WrappedPdfiumModule } from "@embedpdf/pdfium";
import wasmPath from "@embedpdf/pdfium/pdfium.wasm" with { type: "file" };
import { MAX_PAGE_TEXT } from "#lib/catalog-processing.ts";
import { type CharGeometry, mendPageText } from "./page-text.ts";
import { type PageWord, pageWords } from "./page-words.ts";

/** PDFium's FPDF_GetLastError codes that mean "this file will never open", by our reason code. */
const OPEN_ERRORS: Record<number, PdfErrorCode> = { 2: "unreadable", 3: "not_pdf", 4: "encrypted", 5: "encrypted" };

export type PdfErrorCode = "unreadable" | "not_pdf" | "encrypted" | "broken_page";

/** A PDF that cannot be processed, with a reason code the admin screen translates. */
export class PdfError extends Error {
  constructor(readonly code: PdfErrorCode) {
    super(`PDF error: ${code}`);
  }
}

export type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** The Emscripten memory views (the package's types leave them to @types/emscripten). */
type Heap = WrappedPdfiumModule["pdfium"] & {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  HEAPF64: Float64Array;
};
const heapOf = (m: WrappedPdfiumModule) => m.pdfium as Heap;

/**
 * The per-char text functions as the wasm exports them. The package's wrapped ones convert
 * their arguments on every call, 3-8 times slower; a page's words ask several of each char.
 */
type RawText = {
  _FPDFText_GetUnicode(textPage: number, i: number): number;
  _FPDFText_GetCharBox(textPage: number, i: number, l: number, r: number, b: number, t: number): number;
  _FPDFText_GetCharOrigin(textPage: number, i: number, x: number, y: number): number;
  _FPDFText_GetLooseCharBox(textPage: number, i: number, rect: number): number;
  _FPDFText_GetMatrix(textPage: number, i: number, matrix: number): number;
  _FPDFText_GetFontSize(textPage: number, i: number): number;
  _FPDFText_IsGenerated(textPage: number, i: number): number;
  _FPDFText_GetCharAngle(textPage: number, i: number): number;
};
const rawOf = (m: WrappedPdfiumModule) => m.pdfium as unknown as RawText;

let loading: Promise<WrappedPdfiumModule> | null = null;

function pdfium(): Promise<WrappedPdfiumModule> {
  loading ??= (async () => {
    const wasmBinary = await Bun.file(wasmPath).arrayBuffer();
    const m = await init({ wasmBinary });
    m.PDFiumExt_Init();
    return m;
  })();
  return loading;
}

/** The open files PDFium reads through the one block-reader callback, by the id it passes back. */
const openFiles = new Map<number, number>();
let readBlock = 0;

function blockReader(m: WrappedPdfiumModule): number {
  const heap = heapOf(m);
  readBlock ||= heap.addFunction((id: number, position: number, buffer: number, size: number) => {
    const fd = openFiles.get(id);
    if (fd === undefined) return 0;
    const view = heap.HEAPU8.subarray(buffer, buffer + size);
    for (let done = 0; done < size; ) {
      const n = readSync(fd, view, done, size - done, position + done);
      if (n <= 0) return 0;
      done += n;
    }
    return 1;
  }, "iiiii");
  return readBlock;
}

type PdfPage = {
  /** Width and height in PDF points (1/72 inch). */
  size: { width: number; height: number };
  text(): string;
  /** The page's words with their boxes (page-words.ts). */
  words(): PageWord[];
  /** Whether the text layer is unusable: a font with no Unicode map (the text reads as garbage). */
  unicodeMapError(): boolean;
  render(width: number): Rgba;
  close(): void;
};

export type PdfDocument = { pageCount: number; page(n: number): PdfPage; close(): void };

/** Opens `path`; throws PdfError for a file PDFium refuses (encrypted, not a PDF). */
export async function openPdf(path: string): Promise<PdfDocument> {
  const m = await pdfium();
  const heap = heapOf(m);
  const fd = openSync(path, "r");
  // FPDF_FILEACCESS: { m_FileLen, m_GetBlock, m_Param } — three 32-bit fields.
  const access = heap.wasmExports.malloc(12);
  heap.HEAPU32[access >> 2] = fstatSync(fd).size;
  heap.HEAPU32[(access >> 2) + 1] = blockReader(m);
  heap.HEAPU32[(access >> 2) + 2] = access;
  openFiles.set(access, fd);
  const release = () => {
    openFiles.delete(access);
    closeSync(fd);
    heap.wasmExports.free(access);
  };
  const doc = m.FPDF_LoadCustomDocument(access, "");
  if (!doc) {
    const code = m.FPDF_GetLastError();
    release();
    throw new PdfError(OPEN_ERRORS[code] ?? "not_pdf");
  }
  return {
    pageCount: m.FPDF_GetPageCount(doc),
    page: (n) => openPage(m, doc, n),
    close() {
      m.FPDF_CloseDocument(doc);
      release();
    },
  };
}

function openPage(m: WrappedPdfiumModule, doc: number, n: number): PdfPage {
  const page = m.FPDF_LoadPage(doc, n - 1);
  if (!page) throw new PdfError("broken_page");
  const width = m.FPDF_GetPageWidthF(page);
  const height = m.FPDF_GetPageHeightF(page);
  return {
    size: { width, height },
    text: () => pageText(m, page),
    words: () => withTextPage(m, page, [], (textPage) => pageWordsOf(m, textPage, width, height)),
    unicodeMapError: () =>
      withTextPage(m, page, false, (textPage) => {
        const count = m.FPDFText_CountChars(textPage);
        for (let i = 0; i < count; i++) if (m.FPDFText_HasUnicodeMapError(textPage, i) === 1) return true;
        return false;
      }),
    render: (w) => {
      const size = renderSize(width, height, w);
      return renderPage(m, page, size.width, size.height);
    },
    close: () => m.FPDF_ClosePage(page),
  };
}

/** The tallest image drawn: a page taller than that (a receipt, a hostile MediaBox) is drawn narrower. */
const MAX_IMAGE_HEIGHT = 8000;

/**
 * The image size for a page of `width` x `height` points drawn `w` pixels wide: at most
 * MAX_IMAGE_HEIGHT high (narrower in proportion), at least 1 x 1, whatever the page box says.
 */
function renderSize(width: number, height: number, w: number): { width: number; height: number } {
  const ratio = width > 0 && height > 0 && Number.isFinite(height / width) ? height / width : 1;
  const h = Math.max(1, Math.round(ratio * w));
  if (h <= MAX_IMAGE_HEIGHT) return { width: w, height: h };
  return { width: Math.max(1, Math.round(MAX_IMAGE_HEIGHT / ratio)), height: MAX_IMAGE_HEIGHT };
}

function pageText(m: WrappedPdfiumModule, page: number): string {
  const heap = heapOf(m);
  const textPage = m.FPDFText_LoadPage(page);
  if (!textPage) return "";
  try {
    // A page's stored text is capped (MAX_PAGE_TEXT): reading and mending more is wasted work.
    const count = Math.min(m.FPDFText_CountChars(textPage), MAX_TEXT_CHARS);
    if (count <= 0) return "";
    const buffer = heap.wasmExports.malloc((count + 1) * 2);
    const boxes = heap.wasmExports.malloc(6 * 8 + 6 * 4);
    try {
      const written = m.FPDFText_GetText(textPage, 0, count, buffer);
      const units = Array.from(heap.HEAPU16.subarray(buffer >> 1, (buffer >> 1) + Math.max(0, written - 1)));
      const geometry = (i: number) => charGeometry(m, textPage, i, boxes);
      return mendPageText(units, geometry);
    } finally {
      heap.wasmExports.free(buffer);
      heap.wasmExports.free(boxes);
    }
  } finally {
    m.FPDFText_ClosePage(textPage);
  }
}

/** The chars of a page read for its text: the stored cap and a margin for what mending drops. */
const MAX_TEXT_CHARS = MAX_PAGE_TEXT + 5000;

/** Runs `use` with the page's text page, closed after; `none` when the page has no text page. */
function withTextPage<T>(m: WrappedPdfiumModule, page: number, none: T, use: (textPage: number) => T): T {
  const textPage = m.FPDFText_LoadPage(page);
  if (!textPage) return none;
  try {
    return use(textPage);
  } finally {
    m.FPDFText_ClosePage(textPage);
  }
}

function pageWordsOf(m: WrappedPdfiumModule, textPage: number, width: number, height: number): PageWord[] {
  const scratch = heapOf(m).wasmExports.malloc(6 * 8 + 6 * 4);
  const raw = rawOf(m);
  try {
    return pageWords(
      {
        count: Math.max(0, m.FPDFText_CountChars(textPage)),
        unit: (i) => raw._FPDFText_GetUnicode(textPage, i),
        geometry: (i) => charGeometry(m, textPage, i, scratch),
        generated: (i) => raw._FPDFText_IsGenerated(textPage, i) === 1,
        // PDFium gives radians.
        angle: (i) => (Math.max(0, raw._FPDFText_GetCharAngle(textPage, i)) * 180) / Math.PI,
      },
      width,
      height,
    );
  } finally {
    heapOf(m).wasmExports.free(scratch);
  }
}

/**
 * Where char `i` sits: its ink box and origin (split ligatures share one), its advance box
 * (word gaps) and its font size on the page (text size times the text matrix's scale).
 * `scratch` holds 6 doubles then 6 floats.
 */
function charGeometry(m: WrappedPdfiumModule, textPage: number, i: number, scratch: number): CharGeometry {
  const heap = heapOf(m);
  const raw = rawOf(m);
  const floats = scratch + 48;
  raw._FPDFText_GetCharBox(textPage, i, scratch, scratch + 8, scratch + 16, scratch + 24);
  raw._FPDFText_GetCharOrigin(textPage, i, scratch + 32, scratch + 40);
  const [left = 0, right = 0, bottom = 0, top = 0, x = 0, y = 0] = heap.HEAPF64.subarray(
    scratch >> 3,
    (scratch >> 3) + 6,
  );
  // FS_RECTF: left, top, right, bottom.
  raw._FPDFText_GetLooseCharBox(textPage, i, floats);
  const looseLeft = heap.HEAPF32[floats >> 2] ?? left;
  const looseRight = heap.HEAPF32[(floats >> 2) + 2] ?? right;
  // FS_MATRIX: a, b, c, d, e, f.
  const scale = raw._FPDFText_GetMatrix(textPage, i, floats)
    ? Math.sqrt(
        Math.abs(
          heap.HEAPF32[floats >> 2]! * heap.HEAPF32[(floats >> 2) + 3]! -
            heap.HEAPF32[(floats >> 2) + 1]! * heap.HEAPF32[(floats >> 2) + 2]!,
        ),
      )
    : 1;
  const em = raw._FPDFText_GetFontSize(textPage, i) * scale;
  return { left, right, bottom, top, x, y, looseLeft, looseRight, em };
}

function renderPage(m: WrappedPdfiumModule, page: number, width: number, height: number): Rgba {
  const heap = heapOf(m);
  const bitmap = m.FPDFBitmap_CreateEx(width, height, 4 /* BGRA */, 0, 0);
  if (!bitmap) throw new PdfError("broken_page");
  try {
    m.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
    // FPDF_ANNOT | FPDF_REVERSE_BYTE_ORDER: draw annotations, and give RGBA rather than BGRA.
    m.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, 0x01 | 0x10);
    const stride = m.FPDFBitmap_GetStride(bitmap);
    const pointer = m.FPDFBitmap_GetBuffer(bitmap);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      const row = pointer + y * stride;
      data.set(heap.HEAPU8.subarray(row, row + width * 4), y * width * 4);
    }
    return { data, width, height };
  } finally {
    m.FPDFBitmap_Destroy(bitmap);
  }
}
