/**
 * Whether a page's text layer is worth keeping or the page should be read by OCR: it holds
 * almost no letters (a scan, a flyer exported as one picture), or what it holds is not text
 * (a font with no Unicode map comes out as private-use characters, U+FFFD or control codes).
 * A page that has real text but also pictures of text keeps its text layer: that needs a
 * comparison with the page's ink, which is the caller's call (see the note of issue 22).
 */

/** Letters and digits below which a page counts as having no text. */
export const MIN_TEXT_CHARS = 20;

/** The share of unreadable characters above which the text layer counts as garbage. */
const MAX_GARBAGE_SHARE = 0.25;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Private use, control codes (whitespace is skipped before this test) and the replacement character.
const GARBAGE = /[\p{Co}\p{Cc}\uFFFD]/u;

export function needsOcr(text: string): boolean {
  let letters = 0;
  let garbage = 0;
  let visible = 0;
  for (const ch of text) {
    if (/\s/u.test(ch)) continue;
    visible++;
    if (GARBAGE.test(ch)) garbage++;
    else if (LETTER_OR_DIGIT.test(ch)) letters++;
  }
  return letters < MIN_TEXT_CHARS || garbage > MAX_GARBAGE_SHARE * visible;
}
