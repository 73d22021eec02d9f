/**
 * The last pass over a page's text, on the string: line-end hyphens joined, no blank before
 * a combining mark, presentation forms to letters, blanks and line breaks made even.
 */

/**
 * Where PDFium found a word broken at a line end it gives U+0002 for the hyphen (U+FFFE
 * through FPDFText_GetText), and some producers write a soft hyphen (U+00AD): the word is
 * joined again, across the line break if one follows.
 */
// Built from a string: U+0002 is a control character, which a regex literal should not hold.
const HYPHEN = "[\\u0002\\ufffe\\u00ad]";
const BROKEN_WORD = new RegExp(`(?<=\\p{L}\\p{M}*)${HYPHEN}\\s*(?=\\p{L})`, "gu");

/** Any hyphen marker left (not between letters) says nothing a reader sees. */
const HYPHEN_MARKS = new RegExp(HYPHEN, "g");

/**
 * A haraka or shadda placed apart from its letter can come with a blank before it
 * ("العربي ّة"): a mark belongs to the letter before it, so the blank goes.
 */
const BLANK_BEFORE_MARK = /[^\S\n]+(?=\p{M})/gu;

/**
 * Noto Naskh Arabic draws lam-alef as a lam and an alef made for it, and the alef's glyph has
 * no Unicode of its own: PDFium reads it as U+061D, an end-of-text mark no shop text holds
 * ("سل؝م" for "سلام"). After a lam (and its marks; presentation forms are letters by then) it is the alef.
 */
const LAM_ALEF_ALEF = /(?<=\u0644\p{M}*)\u061d/gu;

/** NFKC (presentation forms to letters), one kind of line break, no runs of blanks, no NULs. */
export function tidyPageText(text: string): string {
  return text
    .replace(BROKEN_WORD, "")
    .replace(HYPHEN_MARKS, "")
    .replace(BLANK_BEFORE_MARK, "")
    .normalize("NFKC")
    .replace(LAM_ALEF_ALEF, "\u0627")
    .replaceAll("\0", "")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
