/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height,
 * confidence, text) as words with page-fraction boxes, and the page's text made from them.
 */

/**
 * Words Tesseract is less sure of are dropped: below this they are mostly pictures and rules
 * read as letters, which would only clutter snippets (bench:ocr measured what it costs).
 */
const MIN_CONFIDENCE = 20;

type OcrBox = { x: number; y: number; width: number; height: number };
/** A word read, its box in fractions of the image, and its line ("block.paragraph.line"). */
export type OcrWord = { text: string; confidence: number; box: OcrBox; line: string; struck?: boolean };
export type OcrPage = { text: string; words: OcrWord[] };

/** The words of `tsv` read from an image of `width` x `height` pixels, unsure ones left out. */
export function fromTsv(tsv: string, width: number, height: number): OcrPage {
  const words: OcrWord[] = [];
  for (const row of tsv.split("\n")) {
    const f = row.split("\t");
    const text = f[11]?.trim();
    if (f[0] !== "5" || !text) continue;
    const confidence = Number(f[10]);
    if (!(confidence >= MIN_CONFIDENCE)) continue;
    const [left, top, w, h] = f.slice(6, 10).map(Number) as [number, number, number, number];
    const box = { x: left / width, y: top / height, width: w / width, height: h / height };
    words.push({ text, confidence, box, line: f.slice(2, 5).join(".") });
  }
  return { text: textOf(words), words };
}

/** A line of text per line of words, a blank line between blocks. */
export function textOf(words: OcrWord[]): string {
  const lines: string[] = [];
  let line: string[] = [];
  let [lineKey, block] = ["", ""];
  for (const word of words) {
    if (word.line !== lineKey) {
      if (line.length) lines.push(line.join(" "));
      line = [];
      const wordBlock = word.line.split(".")[0] ?? "";
      if (wordBlock !== block && lines.length) lines.push("");
      [lineKey, block] = [word.line, wordBlock];
    }
    line.push(word.text);
  }
  if (line.length) lines.push(line.join(" "));
  return lines.join("\n");
}
