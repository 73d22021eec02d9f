/**
 * The committed bilingual flyers (data/flyers.ts), imported as files so the compiled binary
 * carries them: each import's value is a path Bun.file reads, embedded or on disk.
 */
import carrefour from "./data/flyers/carrefour-fresh-market-offers.pdf" with { type: "file" };
import emax from "./data/flyers/emax-price-drop.pdf" with { type: "file" };
import jumbo from "./data/flyers/jumbo-gadget-offers.pdf" with { type: "file" };
import lulu from "./data/flyers/lulu-super-saver.pdf" with { type: "file" };
import sharaf from "./data/flyers/sharaf-dg-tech-deals.pdf" with { type: "file" };

/** FlyerFixture.file -> the PDF's path. */
export const FLYER_FILES: Readonly<Record<string, string>> = {
  "carrefour-fresh-market-offers": carrefour,
  "emax-price-drop": emax,
  "jumbo-gadget-offers": jumbo,
  "lulu-super-saver": lulu,
  "sharaf-dg-tech-deals": sharaf,
};

/** The bytes of a fixture flyer. */
export function readFlyer(file: string): Promise<Uint8Array> {
  const path = FLYER_FILES[file];
  if (!path) throw new Error(`No committed flyer ${file}.pdf: add it to db/seed/flyer-files.ts`);
  return Bun.file(path).bytes();
}
