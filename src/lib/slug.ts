/**
 * The one slug rule, shared by the admin forms, the API schemas and the seed (spec section 5,
 * widened for a bilingual site): lowercase, trimmed, runs of spaces, underscores and hyphens
 * become one hyphen, other symbols are removed, edge hyphens stripped.
 *
 * Latin letters keep their base letter ("Ünïcode" -> "unicode", "Straße" -> "strasse").
 * Arabic letters are kept as they are ("عروض رمضان" -> "عروض-رمضان"): transliterating Arabic
 * is guesswork (short vowels are not written), while an Arabic address is what an Arabic
 * reader shares and searches for; browsers show it as text and send it percent-encoded, and
 * the router decodes it. Harakat and tatweel are dropped (the same word, one slug) and
 * Arabic-Indic digits become 0-9.
 */

/** One Arabic letter (not a mark, digit or punctuation sign of the Arabic script). */
const ARABIC_LETTER = String.raw`(?:(?=\p{Script=Arabic})\p{L})`;
const SLUG_CHAR = `(?:[a-z0-9]|${ARABIC_LETTER})`;

/** What a slug may be: lowercase Latin letters, digits and Arabic letters joined by single hyphens. */
export const SLUG_PATTERN = new RegExp(`^${SLUG_CHAR}+(?:-${SLUG_CHAR}+)*$`, "u");

/** Latin letters with no decomposition into a base letter and a mark. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  ı: "i",
};

const NOT_SLUG_CHAR = new RegExp(String.raw`(?!${ARABIC_LETTER})[^a-z0-9\s_-]`, "gu");

export function slugify(text: string): string {
  return (
    text
      // Compatibility forms first: Arabic presentation forms, full-width letters, ligatures.
      .normalize("NFKC")
      .replace(/\p{Script=Latin}/gu, (c) => LATIN_SPECIAL[c] ?? c.normalize("NFKD").replace(/\p{M}/gu, ""))
      // Harakat, Quranic marks and tatweel.
      .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, "")
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .toLowerCase()
      .trim()
      .replace(NOT_SLUG_CHAR, "")
      .replace(/[\s_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
