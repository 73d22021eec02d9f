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
const page = m.FPDF_LoadPage(doc, Number(process.argv[3]) - 1);
const tp = m.FPDFText_LoadPage(page);
const n = m.FPDFText_CountChars(tp);
const s = heap.wasmExports.malloc(64);
let text = "";
for (let i = 0; i < n; i++) text += String.fromCharCode(m.FPDFText_GetUnicode(tp, i));
const at = text.indexOf(process.argv[4]!);
for (let i = Math.max(0, at - 2); i < at + 10; i++) {
  m.FPDFText_GetCharBox(tp, i, s, s + 8, s + 16, s + 24);
  const [l, r, b, t] = heap.HEAPF64.subarray(s >> 3, (s >> 3) + 4);
  m.FPDFText_GetLooseCharBox(tp, i, s + 32);
  const [ll, lt, lr, lb] = heap.HEAPF32.subarray((s + 32) >> 2, ((s + 32) >> 2) + 4);
  console.log(
    i,
    JSON.stringify(text[i]),
    text.charCodeAt(i).toString(16),
    "gen",
    m.FPDFText_IsGenerated(tp, i),
    "box",
    l.toFixed(1),
    r.toFixed(1),
    "loose",
    ll.toFixed(1),
    lr.toFixed(1),
    "size",
    m.FPDFText_GetFontSize(tp, i).toFixed(1),
  );
}
