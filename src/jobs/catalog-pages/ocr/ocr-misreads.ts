/**
 * Words as OCR typically misreads them on flyers, put right where the misreading is certain.
 *
 * Numbers: OCR misreads their marks. The point and the thousands comma are the smallest
 * marks in a price, and Tesseract often takes them for another ("22°75", "16-75" where a
 * struck rule ran, "33:95", "4:999"), or reads raised fils' point as a dash ("-95"): the
 * number is then no price at all and its offer is lost. A mark between digits is the point
 * when two digits follow it and the comma when three do; what could be a time ("10:30") or a
 * day and month ("27-11") is left as read, since either is printed on flyers too.
 *
 * Currency codes: a letter of "AED" or "Dhs" read as its look-alike ("AFD", "A£D", "Dns",
 * "Ohs"), which makes the number beside it no price. Stray quotes: the edge of a sticker or a
 * burst before a word read as a quote ("‘Was", "”2409"), which hides the word.
 */

/**
 * Marks OCR reads in place of a point or comma. The comma itself too: before three digits it
 * stays a comma, and before two it is no thousands comma but the point ("12,25" for a tag's
 * "12.25", or a price printed with a decimal comma).
 */
const MARK = "[:;°º·•'’`~_,-]";
const BETWEEN = new RegExp(`^(\\d{1,3})${MARK}(\\d{2}|\\d{3})$`, "u");
const FILS = new RegExp(`^${MARK}(\\d{2})$`, "u");

/** Tesseract marks words of a right-to-left line with these; they are not what was printed. */
const BIDI_MARKS = /[\u200e\u200f]/gu;

/** "AED" with one look-alike letter: E as F or £, D as O or 0. */
const AED = /^A[EF£][D0O]\.?$/u;
/**
 * "Dhs" with one look-alike letter (D as O or 0, h as n or b), or in capitals: its first letter
 * a capital or a digit, so a lower-case word that looks like it ("ons") stays a word.
 */
const DHS = /^(?:[D0O][hnb][sS]|[D0O][HNB]S)\.?$/u;
/** "د.إ" with its hamza'd alef read as a bare alef or a "!" (the dot under it as the "!"'s). */
const DIRHAM_SIGN = /^د\.?\s?[!اأ]\.?$/u;
/** Quotes OCR reads from the edge of a shape before a word. */
const LEADING_QUOTE = /^[‘’“”'"`]+(?=[\p{L}\p{Nd}]{2})/u;

/** `text` with a misread point, comma, currency or stray quote put right, or as it was. */
export function mendMisread(read: string): string {
  const bare = read.replace(BIDI_MARKS, "");
  const fils = FILS.exec(bare);
  if (fils) return `.${fils[1]}`;
  const text = bare.replace(LEADING_QUOTE, "");
  if (AED.test(text)) return text.endsWith(".") ? "AED." : "AED";
  if (DHS.test(text)) return text.endsWith(".") ? "Dhs." : "Dhs";
  if (DIRHAM_SIGN.test(text)) return "د.إ";
  const mended = mendedText(text);
  return mended === bare ? read : mended;
}

function mendedText(text: string): string {
  const m = BETWEEN.exec(text);
  if (!m) return text;
  const [whole, rest] = [m[1]!, m[2]!];
  const mark = text.charAt(whole.length);
  if (rest.length === 3) return whole.length <= 2 ? `${whole},${rest}` : text;
  if (mark === ":" && Number(whole) <= 23 && Number(rest) <= 59) return text;
  if (Number(whole) >= 1 && Number(whole) <= 31 && Number(rest) >= 1 && Number(rest) <= 12) return text;
  return `${whole}.${rest}`;
}
