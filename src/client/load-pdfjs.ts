/**
 * pdf.js, loaded on first use (its own chunk) and pointed at the hashed worker file: one
 * loader for the catalogue viewer and the admin's catalogue form. Imported only by client modules.
 */
export async function loadPdfJs() {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = process.env.PDF_WORKER_URL ?? "";
  return pdfjs;
}
