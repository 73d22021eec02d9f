/**
 * The page's words that are not prices, joined into phrases: words on one line with no more
 * than a word space or two between them (a wider gap is another column's text). A phrase in
 * Arabic reads right to left, so its words are ordered by their right edges descending.
 */
import { type Box, gapX, sameLine, type Token, union } from "./tokens.ts";
import { isArabicText } from "./vocabulary.ts";

export type Phrase = Box & { text: string; tokens: Token[]; em: number; arabic: boolean };

/** Joins words on one line whose gap is at most this many em. */
const PHRASE_GAP_EM = 1.2;

export function phrasesOf(tokens: readonly Token[]): Phrase[] {
  const lines: Token[][] = [];
  // PDFium lists a page's words line by line; a new line starts where a word leaves the last one's.
  for (const t of tokens) {
    if (t.angle !== 0) continue; // sideways words (a rotated currency, a banner) name no product
    const line = lines.at(-1);
    const last = line?.at(-1);
    if (line && last && sameLine(last, t) && gapX(last, t) <= PHRASE_GAP_EM * Math.max(last.em, t.em)) line.push(t);
    else lines.push([t]);
  }
  return lines.map((words) => {
    // Arabic when more of its lettered words are Arabic than Latin (digits and signs say nothing).
    const arabicWords = words.filter((w) => isArabicText(w.text)).length;
    const latinWords = words.filter((w) => /[a-z]/i.test(w.text)).length;
    const arabic = arabicWords > latinWords;
    const ordered = [...words].sort((a, b) => (arabic ? b.x1 - a.x1 : a.x0 - b.x0));
    return {
      ...union(ordered),
      text: ordered.map((w) => w.raw).join(" "),
      tokens: ordered,
      em: Math.max(...ordered.map((w) => w.em)),
      arabic,
    };
  });
}

/** A product name's lines: phrases of one script stacked with at most a line's gap, overlapping across. */
export type Block = Box & { lines: Phrase[]; arabic: boolean; em: number };

/**
 * Lines of a name are at most this far apart (em). Arabic is set with more space between its
 * lines (its letters' marks reach far above and below): a table cell's wrapped Arabic name
 * ("سائل فيري لغسيل" over "الصحون بالليمون") stands 1.15 em below its first line.
 */
const LINE_GAP = 0.9;
const ARABIC_LINE_GAP = 1.25;

export function blocksOf(phrases: readonly Phrase[]): Block[] {
  const blocks: Block[] = [];
  const ordered = [...phrases].sort((a, b) => a.y0 - b.y0);
  for (const line of ordered) {
    const open = blocks.find((b) => {
      const last = b.lines.at(-1)!;
      const gap = line.y0 - last.y1;
      return (
        b.arabic === line.arabic &&
        gap >= -0.3 * line.em &&
        gap <= (line.arabic ? ARABIC_LINE_GAP : LINE_GAP) * Math.max(last.em, line.em) &&
        gapX(last, line) === 0 &&
        Math.abs(last.em - line.em) <= 0.25 * Math.max(last.em, line.em) &&
        b.lines.length < 3
      );
    });
    if (open) {
      open.lines.push(line);
      Object.assign(open, union([open, line]));
    } else blocks.push({ ...union([line]), lines: [line], arabic: line.arabic, em: line.em });
  }
  return blocks;
}
