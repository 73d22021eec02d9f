/**
 * Names a glyph of a printed number: one of the ten Arabic-Indic digits or the Arabic decimal
 * or thousands separator, by the nearest of the shapes in templates.json. Those were drawn from
 * fonts that no flyer of the test set uses (scripts/ocr/make-digit-templates.ts says which), so
 * what the offer bench measures on the set is how the shapes carry over to print they were not
 * made from. Tesseract cannot do this: its Arabic model (ara, best_int) knows only ٠ and ١ of the
 * Arabic-Indic digits and neither separator, so "١٣٫٢٥" can only come back as something else.
 */

import { type GlyphFeatures, GRID } from "./glyphs.ts";
import templatesFile from "./templates.json" with { type: "json" };

/** What the grid's distance is weighed against (per unit of each): tuned on the template fonts only. */
export const WEIGHT = { aspect: 6, height: 80, middle: 40 };
export type Weights = typeof WEIGHT;
/** A glyph farther than this from every template is no digit (a letter, a picture's edge). */
const MAX_DISTANCE = 24;
/** The nearest other character is at least this much farther than the nearest: else the glyph is unsure. */
const MIN_MARGIN = 1.08;

type Template = GlyphFeatures & { char: string };

export type TemplateFile = {
  fonts: string[];
  glyphs: { char: string; aspect: number; height: number; middle: number; cells: string }[];
};

/** Cells written one character a cell, "0" to "4" for quarters of ink. */
export const encodeCells = (cells: Float32Array) => Array.from(cells, (v) => String(Math.round(v * 4))).join("");
const decodeCells = (text: string) => Float32Array.from(text, (c) => Number(c) / 4);

let loaded: Template[] | null = null;
function templates(): Template[] {
  loaded ??= (templatesFile as TemplateFile).glyphs.map((g) => ({ ...g, cells: decodeCells(g.cells) }));
  return loaded;
}

function distance(a: GlyphFeatures, b: GlyphFeatures, weight: Weights = WEIGHT): number {
  let d = 0;
  for (let i = 0; i < GRID * GRID; i++) d += (a.cells[i]! - b.cells[i]!) ** 2;
  return (
    d +
    weight.aspect * (a.aspect - b.aspect) ** 2 +
    weight.height * (a.height - b.height) ** 2 +
    weight.middle * (a.middle - b.middle) ** 2
  );
}

const ARABIC = /^[\u0660-\u066c]$/u;
export type Script = "arabic" | "western";
export const scriptOf = (char: string): Script => (ARABIC.test(char) ? "arabic" : "western");

/**
 * The character of `script` a glyph is and how far it is from it, or null when it is far from
 * every template of the script or between two of its characters. The scripts are compared a
 * number at a time (number.ts): alone, "٥" and "0", "٠" and ".", "١" and "1" are one shape.
 */
export function classify(
  glyph: GlyphFeatures,
  script: Script,
  among: readonly Template[] = templates(),
  weight: Weights = WEIGHT,
): { char: string; distance: number } | null {
  const best = new Map<string, number>();
  for (const t of among) {
    if (scriptOf(t.char) !== script) continue;
    const d = distance(glyph, t, weight);
    if (d < (best.get(t.char) ?? Infinity)) best.set(t.char, d);
  }
  const [first, second] = [...best.entries()].sort((a, b) => a[1] - b[1]);
  if (!first || first[1] > MAX_DISTANCE) return null;
  if (second && second[1] < MIN_MARGIN * first[1]) return null;
  return { char: first[0], distance: first[1] };
}
