/**
 * Lines that mix the two directions. LibreOffice's PDFs come out of PDFium with each word in
 * reading order but the words of a run in the other direction in the wrong one: "AED 12.50"
 * inside an Arabic line as "12.50 AED", "حليب طازج" inside an English line as "طازج حليب".
 * And in right-to-left text a bracket is drawn mirrored, which PDFium reads by its look: the
 * "(" typed before "AED" comes out ")". The page's geometry and the brackets' pairing settle both.
 */
import { type CharGeometry, isArabicLetter, isBlank, isMark, type PageChar } from "./char-geometry.ts";

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

type Kind = "rtl" | "ltr" | "digit" | "mark" | "blank" | "other";

function kindOf(unit: number): Kind {
  const ch = String.fromCharCode(unit);
  if (isMark(unit)) return "mark";
  if (isBlank(unit)) return "blank";
  if (isArabicLetter(unit)) return "rtl";
  if (DIGIT.test(ch)) return "digit";
  return LETTER.test(ch) ? "ltr" : "other";
}

/**
 * Whether a line (in reading order, as PDFium gives it) runs right to left: its first strong
 * letter stands right of its last one.
 */
function isRightToLeft(line: PageChar[], kinds: Kind[], at: (c: PageChar) => CharGeometry): boolean {
  const strong = line.filter((_, i) => kinds[i] === "rtl" || kinds[i] === "ltr");
  const [first, last] = [strong[0], strong.at(-1)];
  if (!first || !last || first === last) return first !== undefined && kinds[line.indexOf(first)] === "rtl";
  return at(first).x > at(last).x;
}

/**
 * The words of each run against the line's direction put in that run's reading order by where
 * they stand: left to right for Latin (and European digits beside it: "AED 12.50") in a
 * right-to-left line, right to left for Arabic in a left-to-right line. Arabic-Indic digits
 * beside Latin in an Arabic line ("٢٠٢٦ Apple") are a run of their own, and keep their place.
 */
export function orderMixedRuns(line: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  const kinds = line.map((c) => kindOf(c.unit));
  const rtl = isRightToLeft(line, kinds, at);
  const own: Kind = rtl ? "rtl" : "ltr";
  const against: Kind = rtl ? "ltr" : "rtl";
  const starts = (i: number) => kinds[i] === against || (rtl && isEuropeanDigit(line[i]!.unit));
  const out: PageChar[] = [];
  for (let i = 0; i < line.length; ) {
    // The stretch up to the next letter of the line's own direction.
    let next = i;
    while (next < line.length && kinds[next] !== own) next++;
    let first = kinds.slice(i, next).includes(against) ? i : next;
    while (first < next && !starts(first)) first++;
    if (first >= next) {
      out.push(...line.slice(i, next + 1));
      i = next + 1;
      continue;
    }
    let last = first;
    for (let j = first; j < next; j++) if (starts(j) || kinds[j] === "mark") last = j;
    out.push(
      ...line.slice(i, first),
      ...byPlace(line.slice(first, last + 1), rtl, at),
      ...line.slice(last + 1, next + 1),
    );
    i = next + 1;
  }
  return out;
}

const isEuropeanDigit = (unit: number) => unit >= 0x30 && unit <= 0x39;

/** A run's words (parted by blanks) ordered by where they stand, the blanks kept in their places. */
function byPlace(run: PageChar[], leftToRight: boolean, at: (c: PageChar) => CharGeometry): PageChar[] {
  const parts: { word: PageChar[]; after: PageChar[] }[] = [];
  for (const c of run) {
    const last = parts.at(-1);
    if (isBlank(c.unit)) last?.after.push(c);
    else if (!last || last.after.length > 0) parts.push({ word: [c], after: [] });
    else last.word.push(c);
  }
  if (parts.length < 2) return run;
  const place = (word: PageChar[]) => Math.min(...word.map((c) => (leftToRight ? at(c).left : -at(c).right)));
  const words = parts.map((p) => ({ word: p.word, place: place(p.word) })).sort((a, b) => a.place - b.place);
  return words.flatMap(({ word }, i) => [...word, ...parts[i]!.after]);
}

const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "«": "»",
  "»": "«",
};
const OPENING = new Set(["(", "[", "{", "«"]);

/**
 * Brackets that close before they open (")AED 12.50 للتوصيل(") were drawn mirrored: each such
 * pair is turned back. Pairs that match are left alone.
 */
export function unmirrorBrackets(line: PageChar[]): PageChar[] {
  const open: number[] = [];
  const unopened: number[] = [];
  line.forEach((c, i) => {
    const ch = String.fromCharCode(c.unit);
    if (!(ch in MIRROR)) return;
    if (OPENING.has(ch)) open.push(i);
    else if (open.length > 0 && MIRROR[String.fromCharCode(line[open.at(-1)!]!.unit)] === ch) open.pop();
    else unopened.push(i);
  });
  const out = [...line];
  // The first closer that never opened goes with the last opener that never closed, and so inwards.
  while (unopened.length > 0 && open.length > 0 && unopened[0]! < open.at(-1)!) {
    for (const i of [unopened.shift()!, open.pop()!]) {
      const c = out[i]!;
      out[i] = { ...c, unit: MIRROR[String.fromCharCode(c.unit)]!.charCodeAt(0) };
    }
  }
  return out;
}
