/**
 * The image-only twin of a flyer: each page as a JPEG screenshot (no text layer at all), the
 * way a scanned or exported-as-pictures catalogue arrives, wrapped page by page into a PDF of
 * the same page size by pdf-lib. Same truth: the boxes are fractions of the page.
 */
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { Layout } from "./sheet.ts";
import { stamp } from "./stamp.ts";

/** JPEG quality: text stays legible for OCR while a page stays a few hundred kilobytes. */
const QUALITY = 80;
const MM_TO_PT = 72 / 25.4;

export async function imagePdf(page: Page, l: Layout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const width = l.size.width * MM_TO_PT;
  const height = l.size.height * MM_TO_PT;
  for (let i = 0; i < l.pages.length; i++) {
    const jpeg = await page.locator(".sheet").nth(i).screenshot({ type: "jpeg", quality: QUALITY });
    const image = await doc.embedJpg(jpeg);
    doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return stamp(doc, l, "Chromium screenshots (JPEG) wrapped by pdf-lib");
}
