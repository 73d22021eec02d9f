import { readFileSync } from "node:fs";
import { init } from "@embedpdf/pdfium";
import wasmPath from "@embedpdf/pdfium/pdfium.wasm" with { type: "file" };

const m = await init({ wasmBinary: await Bun.file(wasmPath).arrayBuffer() });
m.PDFiumExt_Init();
const bytes = readFileSync(process.argv[2]!);
const heap = m.pdfium as any;
const ptr = heap.wasmExports.malloc(bytes.length);
heap.HEAPU8.set(bytes, ptr);
const doc = m.FPDF_LoadMemDocument(ptr, bytes.length, "");
const page = m.FPDF_LoadPage(doc, 0);
const tp = m.FPDFText_LoadPage(page);
const n = Math.min(20000, m.FPDFText_CountChars(tp));
const s = heap.wasmExports.malloc(128);
for (const [name, f] of [
  ["GetUnicode", (i: number) => m.FPDFText_GetUnicode(tp, i)],
  ["GetCharBox", (i: number) => m.FPDFText_GetCharBox(tp, i, s, s + 8, s + 16, s + 24)],
  ["GetLooseCharBox", (i: number) => m.FPDFText_GetLooseCharBox(tp, i, s)],
  ["GetMatrix", (i: number) => m.FPDFText_GetMatrix(tp, i, s)],
  ["GetFontSize", (i: number) => m.FPDFText_GetFontSize(tp, i)],
  ["IsGenerated", (i: number) => m.FPDFText_IsGenerated(tp, i)],
  ["GetCharAngle", (i: number) => m.FPDFText_GetCharAngle(tp, i)],
  ["direct _FPDFText_GetUnicode", (i: number) => heap._FPDFText_GetUnicode(tp, i)],
  ["direct GetCharBox", (i: number) => heap._FPDFText_GetCharBox(tp, i, s, s + 8, s + 16, s + 24)],
  ["direct GetLooseCharBox", (i: number) => heap._FPDFText_GetLooseCharBox(tp, i, s)],
  ["direct GetCharOrigin", (i: number) => heap._FPDFText_GetCharOrigin(tp, i, s, s + 8)],
  ["wrapped GetCharOrigin", (i: number) => m.FPDFText_GetCharOrigin(tp, i, s, s + 8)],
  ["GetUnicode again", (i: number) => m.FPDFText_GetUnicode(tp, i)],
] as const) {
  const t = performance.now();
  for (let i = 0; i < n; i++) f(i);
  console.log(name, (((performance.now() - t) / n) * 1000).toFixed(2), "µs/char");
}
