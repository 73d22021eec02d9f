/**
 * A small PDF with a huge text layer (finding 6): every page draws the same content stream of
 * invisible text (render mode 3, as an OCR layer is), so the file stays a few tens of KB while
 * each page's extracted text is `pageChars` characters. One stream shared by all pages is what
 * keeps the file small; the renderer still reads every page's text in full.
 */
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";

const WORDS = ["Milk", "Bread", "Rice", "Dates", "Laban", "Eggs", "Tea", "Sugar", "Flour", "Oil", "Cheese", "Apples"];

export async function textLayerPdf(pages: number, pageChars: number): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines: string[] = [];
  let chars = 0;
  for (let n = 0; chars < pageChars; n++) {
    let line = "";
    for (let w = 0; line.length < 400; w++) line += `${WORDS[(n * 7 + w) % WORDS.length]} ${(n * 31 + w) % 997} AED `;
    lines.push(`(${line}) Tj T*`);
    chars += line.length + 1;
  }
  const ops = `BT 3 Tr /F1 1 Tf 1.1 TL 10 830 Td\n${lines.join("\n")}\nET`;
  const contents = doc.context.register(doc.context.flateStream(ops));
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.node.set(PDFName.of("Resources"), doc.context.obj({ Font: { F1: font.ref } }));
    page.node.set(PDFName.of("Contents"), contents);
  }
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
