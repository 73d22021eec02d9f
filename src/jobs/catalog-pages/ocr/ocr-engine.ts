/**
 * Tesseract 5 (tesseract.js-core's WebAssembly build) loaded once per process, reading Arabic
 * and English in one pass. Chosen by measurement (scripts/bench/ocr.ts, the note of issue 22):
 * it reads both languages from one model pair, installs from npm with no install script, runs
 * with no network, and its wasm and models are embedded in the compiled binary like PDFium's.
 *
 * Driven directly rather than through tesseract.js: that package runs Tesseract in a worker
 * thread started from a file path and finds its wasm next to its own script, neither of which
 * exists inside `bun build --compile`; the processing child is already a process of its own.
 *
 * Models: tessdata_best converted to integers (the "best_int" files of @tesseract.js-data),
 * LSTM only. They read Arabic better than the fast models and the legacy engine costs memory
 * for nothing here (see the note). Wasm memory never shrinks: the child's peak is what one page
 * needs, which is why ocr-page.ts bounds the image it passes.
 */
import { gunzipSync } from "node:zlib";
import araPath from "@tesseract.js-data/ara/4.0.0_best_int/ara.traineddata.gz" with { type: "file" };
import engPath from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz" with { type: "file" };
import createTesseract, { type TessBaseAPI, type TesseractModule } from "tesseract.js-core/tesseract-core-simd-lstm.js";
import wasmPath from "tesseract.js-core/tesseract-core-simd-lstm.wasm" with { type: "file" };

/**
 * Arabic first: Tesseract tries the first language first, and Arabic pages are the harder ones.
 * A line of Latin script alone is read again by the English model by itself (latin-lines.ts):
 * tried first, the Arabic model wins short Latin words with digits ("2L" read "21", "512GB" "51268").
 */
const LANGUAGES = { both: "ara+eng", eng: "eng" } as const;
const OEM_LSTM_ONLY = 1;
/** Page segmentation: fully automatic (columns, blocks and lines found on the page), or one line of text. */
const PSM = { page: 3, line: 7 } as const;
const DATA_DIR = "/tessdata";
const INPUT = "/input";

export type OcrEngine = {
  /**
   * Reads a PGM (8-bit grey) image drawn at `dpi`, as a page or as one line of print;
   * Tesseract's TSV: one row per block, line and word.
   */
  recognize(pgm: Uint8Array, dpi: number, layout?: keyof typeof PSM, languages?: keyof typeof LANGUAGES): string;
};

let loading: Promise<OcrEngine> | null = null;

/** The process's engine, loaded on first use (about a second: the wasm and 7.7 MB of models). */
export function ocrEngine(): Promise<OcrEngine> {
  loading ??= load().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<OcrEngine> {
  const wasmBinary = await Bun.file(wasmPath).arrayBuffer();
  // Tesseract writes warnings ("Estimating resolution…") to stdout, which carries the child's events.
  const tesseract = await createTesseract({ wasmBinary, print: () => {}, printErr: () => {} });
  tesseract.FS.mkdir(DATA_DIR);
  for (const [lang, path] of [
    ["ara", araPath],
    ["eng", engPath],
  ] as const) {
    tesseract.FS.writeFile(`${DATA_DIR}/${lang}.traineddata`, gunzipSync(await Bun.file(path).arrayBuffer()));
  }
  const apis = { both: new tesseract.TessBaseAPI(), eng: new tesseract.TessBaseAPI() };
  for (const key of ["both", "eng"] as const) {
    if (apis[key].Init(DATA_DIR, LANGUAGES[key], OEM_LSTM_ONLY) !== 0) {
      throw new Error("Tesseract could not load its models");
    }
  }
  // The models are in memory now; the files in the in-memory file system would only double them.
  for (const lang of ["ara", "eng"]) tesseract.FS.unlink(`${DATA_DIR}/${lang}.traineddata`);
  return {
    recognize: (pgm, dpi, layout = "page", languages = "both") =>
      recognize(tesseract, apis[languages], pgm, dpi, PSM[layout]),
  };
}

function recognize(tesseract: TesseractModule, api: TessBaseAPI, pgm: Uint8Array, dpi: number, psm: number): string {
  // The build's only image input is a file read by Leptonica; PGM needs no decoding work.
  tesseract.FS.writeFile(INPUT, pgm);
  try {
    api.SetPageSegMode(psm);
    if (api.SetImageFile(1, 0) === 1) throw new Error("Tesseract could not read the page image");
    api.SetSourceResolution(Math.round(dpi));
    return api.GetTSVText(0);
  } finally {
    api.Clear();
    tesseract.FS.unlink(INPUT);
  }
}
