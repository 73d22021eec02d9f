/**
 * The extractor's view of a page's words: boxes in points with the origin top-left (so
 * distances mean the same across and down the page), digits made western, and the geometry
 * the rules below share (same line, gaps, overlap).
 */
import type { PageWord } from "../page-words.ts";
import { westernDigits } from "./vocabulary.ts";

export type Token = {
  index: number;
  /** The text with western digits; `raw` as printed. */
  text: string;
  raw: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The font size in points (a sideways word's is its width). */
  em: number;
  angle: number;
  struck?: boolean;
};

export function tokensOf(words: readonly PageWord[], page: { width: number; height: number }): Token[] {
  return words.map((w, index) => {
    const sideways = w.angle === 90 || w.angle === 270;
    const box = { x0: w.x * page.width, y0: w.y * page.height, x1: (w.x + w.width) * page.width };
    const y1 = (w.y + w.height) * page.height;
    const em = w.em > 0 ? w.em * page.height : sideways ? box.x1 - box.x0 : y1 - box.y0;
    const token = { index, text: westernDigits(w.text), raw: w.text, ...box, y1, em: Math.max(em, 1), angle: w.angle };
    return w.struck ? { ...token, struck: true } : token;
  });
}

const height = (t: Box) => t.y1 - t.y0;

/** How much of the shorter of the two vertical extents they share (0-1). */
export function verticalOverlap(a: Box, b: Box): number {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const shorter = Math.min(height(a), height(b));
  return shorter > 0 ? Math.max(0, shared) / shorter : 0;
}

/** On one line: they share most of their height. */
export const sameLine = (a: Token, b: Token) => verticalOverlap(a, b) >= 0.5;

/** The horizontal gap between two boxes (0 when they overlap). */
export const gapX = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1));

/** The vertical gap between two boxes (0 when they overlap). */
export const gapY = (a: { y0: number; y1: number }, b: { y0: number; y1: number }) =>
  Math.max(0, Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1));

export type Box = { x0: number; y0: number; x1: number; y1: number };

export function union(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Whether `a`'s horizontal extent overlaps `b`'s widened by `slack` on each side. */
export const overlapsX = (a: Box, b: Box, slack = 0) => a.x0 < b.x1 + slack && a.x1 > b.x0 - slack;
