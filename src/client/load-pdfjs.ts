/**
 * pdf.js, loaded on first use (its own chunk) and pointed at the hashed worker file, for the
 * catalogue viewer (the admin no longer reads PDFs in the browser). Imported only by client modules.
 */
export async function loadPdfJs() {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = process.env.PDF_WORKER_URL ?? "";
  return pdfjs;
}
