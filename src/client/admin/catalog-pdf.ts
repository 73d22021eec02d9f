/**
 * The catalogue form's file work in the browser: uploading a PDF or cover, and reading a
 * PDF with pdf.js for its page count and a PNG of page 1. Imported only by client modules.
 */
import { pdfSource } from "../../lib/viewer.ts";
import { loadPdfJs } from "../load-pdfjs.ts";

/** Posts one file to an admin upload endpoint; throws with the server's error text. */
export async function upload(path: string, file: Blob, name: string) {
  const form = new FormData();
  form.set("file", file, name);
  const res = await fetch(path, { method: "POST", body: form, credentials: "include" });
  const body = (await res.json().catch(() => ({}))) as {
    fileUrl?: string;
    url?: string;
    pages?: number;
    error?: string;
  };
  if (!res.ok) throw new Error(body.error ?? `${res.status}: ${res.statusText}`);
  return body;
}

/** Opens the PDF with pdf.js: its page count, and page 1 as a PNG for the cover. */
export async function readPdf(fileUrl: string): Promise<{ pages: number; cover: Blob | null }> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ url: pdfSource(fileUrl), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 600 / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext("2d");
    if (!context) return { pages: doc.numPages, cover: null };
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    const cover = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return { pages: doc.numPages, cover };
  } finally {
    void doc.destroy();
  }
}
