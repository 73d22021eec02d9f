import type { PDFDocument } from "pdf-lib";
import type { Layout } from "./sheet.ts";

/** Fixed metadata dates, so printing again gives the same bytes when nothing changed. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

/** Replaces the print time and browser version Chromium stamps with fixed, descriptive metadata. */
export async function stamp(doc: PDFDocument, l: Layout, producer: string): Promise<Uint8Array> {
  doc.setTitle(l.title);
  doc.setCreator("uae-deals scripts/flyers/make.ts (offer test set)");
  doc.setProducer(producer);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save({ useObjectStreams: true });
}
