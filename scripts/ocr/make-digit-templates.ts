/**
 * `bun scripts/ocr/make-digit-templates.ts [--evaluate | --tune]`: the templates of OCR's
 * Arabic-Indic digit classifier (src/jobs/catalog-pages/ocr/indic/templates.json), drawn from
 * fonts no flyer of the offer test set (tests/flyers) nor of the demo prints in: Amiri and DejaVu
 * (fonts-hosny-amiri, fonts-dejavu-core), Noto Nastaliq Urdu, Thaana and Syriac (fonts-noto-core:
 * their Arabic-Indic digits are drawn apart from Noto Kufi, Naskh and Sans Arabic's), KACST,
 * Arabeyes and Scheherazade (`apt-get install fonts-kacst fonts-kacst-one fonts-arabeyes
 * fonts-sil-scheherazade` first). The flyers print in Noto Kufi, Naskh and Sans Arabic, on which
 * the classifier is measured and never made. `--evaluate` prints how each template family's
 * glyphs read, among their own script's characters, with templates from the other families only,
 * then how the Noto fonts read with all the templates (measured, not tuned); `--tune` prints the
 * classifier's weights that read best family by family (the weights were chosen so, over the
 * Amiri, DejaVu and Noto Nastaliq/Thaana/Syriac families).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { classify, encodeCells, scriptOf, type TemplateFile, WEIGHT } from "#jobs/catalog-pages/ocr/indic/classify.ts";
import type { GlyphFeatures } from "#jobs/catalog-pages/ocr/indic/glyphs.ts";
import { type FontFace, renderGlyphs } from "./digit-renders.ts";

const NOTO_OTHER = "/usr/share/fonts/truetype/noto";
const AMIRI = "/usr/share/fonts/opentype/fonts-hosny-amiri";
const DEJAVU = "/usr/share/fonts/truetype/dejavu";
const NOTO = "/usr/share/fonts/truetype/noto";

/** The fonts templates are made from, by family. */
const TEMPLATE_FONTS: Record<string, FontFace[]> = {
  Amiri: [
    { family: "Amiri", file: `${AMIRI}/Amiri-Regular.ttf` },
    { family: "Amiri", file: `${AMIRI}/Amiri-Bold.ttf`, weight: 700 },
    { family: "Amiri", file: `${AMIRI}/Amiri-Slanted.ttf`, style: "italic" },
  ],
  "DejaVu Sans": [
    { family: "DejaVu Sans", file: `${DEJAVU}/DejaVuSans.ttf` },
    { family: "DejaVu Sans", file: `${DEJAVU}/DejaVuSans-Bold.ttf`, weight: 700 },
    { family: "DejaVu Sans Condensed", file: `${DEJAVU}/DejaVuSansCondensed.ttf` },
    { family: "DejaVu Sans Condensed", file: `${DEJAVU}/DejaVuSansCondensed-Bold.ttf`, weight: 700 },
    { family: "DejaVu Sans Mono", file: `${DEJAVU}/DejaVuSansMono.ttf` },
    { family: "DejaVu Sans Mono", file: `${DEJAVU}/DejaVuSansMono-Bold.ttf`, weight: 700 },
  ],
  // Noto's Urdu, Thaana and Syriac fonts: their Arabic-Indic digits are drawn apart from Noto Kufi, Naskh and Sans Arabic's.
  "Noto Nastaliq, Thaana, Syriac": [
    { family: "Noto Nastaliq Urdu", file: `${NOTO_OTHER}/NotoNastaliqUrdu-Regular.ttf`, arabicOnly: true },
    { family: "Noto Nastaliq Urdu", file: `${NOTO_OTHER}/NotoNastaliqUrdu-Bold.ttf`, weight: 700, arabicOnly: true },
    { family: "Noto Sans Thaana", file: `${NOTO_OTHER}/NotoSansThaana-Regular.ttf`, arabicOnly: true },
    { family: "Noto Sans Thaana", file: `${NOTO_OTHER}/NotoSansThaana-Bold.ttf`, weight: 700, arabicOnly: true },
    { family: "Noto Sans Syriac", file: `${NOTO_OTHER}/NotoSansSyriac-Regular.ttf`, arabicOnly: true },
  ],
  // Debian's fonts-kacst, fonts-kacst-one, fonts-arabeyes and fonts-sil-scheherazade (apt-get install them first).
  KACST: ([] as FontFace[])
    .concat(
      ["KacstBook", "KacstOffice", "KacstLetter", "KacstNaskh", "KacstPoster", "KacstTitle", "KacstScreen"].map(
        (name) => ({ family: name, file: `/usr/share/fonts/truetype/kacst/${name}.ttf` }),
      ),
    )
    .concat([
      { family: "KacstOne", file: "/usr/share/fonts/truetype/kacst-one/KacstOne.ttf" },
      { family: "KacstOne", file: "/usr/share/fonts/truetype/kacst-one/KacstOne-Bold.ttf", weight: 700 },
    ]),
  Arabeyes: [
    "AlArabiya",
    "Khalid",
    "Salem",
    "Furat",
    "Hor",
    "Jet",
    "Sharjah",
    "Mashq",
    "Ouhod-Bold",
    "Rasheeq-Bold",
  ].map((name) => ({
    family: name.replace("-Bold", ""),
    file: `/usr/share/fonts/truetype/fonts-arabeyes/ae_${name}.ttf`,
  })),
  Scheherazade: [
    { family: "Scheherazade", file: "/usr/share/fonts/truetype/scheherazade/Scheherazade-Regular.ttf" },
    { family: "Scheherazade", file: "/usr/share/fonts/truetype/scheherazade/Scheherazade-Bold.ttf", weight: 700 },
  ],
};

/** Fonts the classifier is only measured on: the flyer test set's. */
const MEASURED_FONTS: FontFace[] = [
  { family: "Noto Kufi Arabic", file: `${NOTO}/NotoKufiArabic-Regular.ttf` },
  { family: "Noto Kufi Arabic", file: `${NOTO}/NotoKufiArabic-Bold.ttf`, weight: 700 },
  { family: "Noto Naskh Arabic", file: `${NOTO}/NotoNaskhArabic-Regular.ttf` },
  { family: "Noto Naskh Arabic", file: `${NOTO}/NotoNaskhArabic-Bold.ttf`, weight: 700 },
  { family: "Noto Sans Arabic", file: `${NOTO}/NotoSansArabic-Regular.ttf` },
  { family: "Noto Sans Arabic", file: `${NOTO}/NotoSansArabic-Bold.ttf`, weight: 700 },
];

/** Font sizes in pixels: digits from about 12 to 40 pixels tall, as flyers' prices are at 150 dpi. */
const SIZES = [18, 26, 38, 56];

type Glyph = GlyphFeatures & { char: string };

async function glyphsOf(faces: readonly FontFace[]): Promise<Glyph[]> {
  const out: Glyph[] = [];
  for (const face of faces)
    for (const size of SIZES) {
      const { glyphs, split } = await renderGlyphs(face, size);
      if (split.length) console.warn(`${face.file} at ${size}px: not one piece: ${split.join(" ")}`);
      out.push(...glyphs);
    }
  return out;
}

function score(label: string, glyphs: readonly Glyph[], templates: readonly Glyph[], weight = WEIGHT): number {
  let [right, unsure] = [0, 0];
  const wrong: string[] = [];
  for (const g of glyphs) {
    const c = classify(g, scriptOf(g.char), templates, weight)?.char ?? null;
    if (c === g.char) right++;
    else if (c === null) unsure++;
    else wrong.push(`${g.char}→${c}`);
  }
  const pct = (n: number) => `${((100 * n) / glyphs.length).toFixed(1)}%`;
  if (label)
    console.log(
      `${label.padEnd(34)} right ${pct(right)}  unsure ${pct(unsure)}  wrong ${pct(wrong.length)} ${wrong.join(" ")}`,
    );
  return right / glyphs.length;
}

const { values } = parseArgs({ options: { evaluate: { type: "boolean" }, tune: { type: "boolean" } } });
const families = Object.fromEntries(
  await Promise.all(
    Object.entries(TEMPLATE_FONTS).map(async ([name, faces]) => [name, await glyphsOf(faces)] as const),
  ),
);
const all = Object.values(families).flat();
const othersOf = (name: string) =>
  Object.entries(families)
    .filter(([other]) => other !== name)
    .flatMap(([, g]) => g);
if (values.tune) {
  // The weights by leave-one-family-out over the template fonts alone.
  const results: [number, string][] = [];
  for (const aspect of [0, 3, 6, 12])
    for (const height of [10, 20, 40, 80])
      for (const middle of [5, 10, 20, 40]) {
        const weight = { aspect, height, middle };
        const mean =
          Object.entries(families).reduce((sum, [name, glyphs]) => sum + score("", glyphs, othersOf(name), weight), 0) /
          Object.keys(families).length;
        results.push([mean, JSON.stringify(weight)]);
      }
  for (const [mean, weight] of results.sort((a, b) => b[0] - a[0]).slice(0, 8))
    console.log(`${(100 * mean).toFixed(1)}% ${weight}`);
} else if (values.evaluate) {
  for (const [name, glyphs] of Object.entries(families))
    score(`${name} (other families' templates)`, glyphs, othersOf(name));
  for (const face of MEASURED_FONTS)
    score(`${face.file.split("/").at(-1)} (all templates)`, await glyphsOf([face]), all);
} else {
  const file: TemplateFile = {
    fonts: Object.values(TEMPLATE_FONTS)
      .flat()
      .map((f) => f.file.split("/").at(-1)!),
    glyphs: all.map((g) => ({
      char: g.char,
      aspect: Math.round(g.aspect * 1000) / 1000,
      height: Math.round(g.height * 1000) / 1000,
      middle: Math.round(g.middle * 1000) / 1000,
      cells: encodeCells(g.cells),
    })),
  };
  const out = join(import.meta.dir, "../../src/jobs/catalog-pages/ocr/indic/templates.json");
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  console.log(`${file.glyphs.length} templates from ${file.fonts.length} fonts → ${out}`);
}
