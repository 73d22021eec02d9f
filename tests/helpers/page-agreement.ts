/**
 * How far a page's stored text and words agree with what the page shows: the scorer the
 * page-text fixtures are held to (src/jobs/catalog-pages/page-text.test.ts, page-words'
 * fixtures test), which also prints the figure for the issue's note.
 */
import { readFileSync } from "node:fs";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

/**
 * What a reader sees, in one form: harakat in canonical order (a page does not show the
 * order they were typed in), and no ZWNJ — a PDF carries no code for it when the producer
 * only used it to shape the glyphs, and the search folds it away.
 */
export const seen = (text: string) => text.normalize("NFKC").replaceAll("\u200c", "").trim();

/** The fixture's true text (what the page shows, typed beside it as NAME.txt). */
export const truthOf = (path: string) => seen(readFileSync(path, "utf8"));

/** Page 1's text and words as catalogue processing stores them. */
export async function storedPage(path: string): Promise<{ text: string; words: string[] }> {
  const doc = await openPdf(path);
  try {
    const page = doc.page(1);
    try {
      return { text: page.text(), words: page.words().map((w) => seen(w.text)) };
    } finally {
      page.close();
    }
  } finally {
    doc.close();
  }
}

export type Agreement = { words: number; agree: number; missing: string[] };

/** The share of the truth's words (as a multiset) found among the stored text's words. */
export function textAgreement(stored: string, truth: string): Agreement {
  return agreement(seen(stored).split(/\s+/), truth.split(/\s+/), (w) => w);
}

/**
 * The same for a page's words, which are boxes on the page: a word broken at a line end is
 * two words there ("dish-" and "washers"), and a bracket stands where its glyph is drawn —
 * in a mixed-direction run that is the far side of the word it opens ("(AED 12.50" is drawn
 * "12.50)"), so brackets at a word's edges are not compared.
 */
export function wordsAgreement(pageWords: string[], truth: string): Agreement {
  const unbracket = (w: string) => w.replace(/^[()[\]]+|[()[\]]+$/g, "");
  const left = pageWords.map(unbracket).filter(Boolean);
  const halves = (word: string) => {
    for (let i = 0; i + 1 < left.length; i++) if (left[i]! + left[i + 1]! === word) return i;
    return -1;
  };
  return agreement(left, truth.split(/\s+/), unbracket, (word) => {
    const at = halves(word);
    if (at < 0) return false;
    left.splice(at, 2);
    return true;
  });
}

function agreement(
  left: string[],
  truth: string[],
  form: (w: string) => string,
  fallback: (word: string) => boolean = () => false,
): Agreement {
  const missing: string[] = [];
  for (const word of truth.map(form).filter(Boolean)) {
    const at = left.indexOf(word);
    if (at >= 0) left.splice(at, 1);
    else if (!fallback(word)) missing.push(word);
  }
  const words = truth.map(form).filter(Boolean).length;
  return { words, agree: words - missing.length, missing };
}

/** "N of M words (P %)" over several fixtures' agreements. */
export function figure(all: Agreement[]): string {
  const words = all.reduce((n, a) => n + a.words, 0);
  const agree = all.reduce((n, a) => n + a.agree, 0);
  return `${agree} of ${words} words (${((100 * agree) / words).toFixed(1)} %)`;
}
