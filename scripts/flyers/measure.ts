/**
 * Offer boxes measured in the browser: each element marked `data-offer`/`data-part` is
 * measured as the union of its text's rectangles (a Range over its contents, so a block's
 * empty width does not count; a rotated child counts as it is drawn), relative to its
 * `.sheet` and divided by the sheet's size, so the box is a fraction of the printed page.
 */
import type { Page } from "@playwright/test";
import type { Box } from "#tests/flyers/flyer-set.ts";
import type { DraftOffer } from "./sheet.ts";

type Part = { id: string; part: string; page: number; left: number; top: number; right: number; bottom: number };

function measureParts(): Part[] {
  const sheets = [...document.querySelectorAll(".sheet")];
  return [...document.querySelectorAll<HTMLElement>("[data-offer]")].map((el) => {
    const sheet = el.closest(".sheet")!;
    const s = sheet.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return {
      id: el.dataset.offer!,
      part: el.dataset.part!,
      page: sheets.indexOf(sheet) + 1,
      left: (r.left - s.left) / s.width,
      top: (r.top - s.top) / s.height,
      right: (r.right - s.left) / s.width,
      bottom: (r.bottom - s.top) / s.height,
    };
  });
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** Each offer's box (union of its name and price parts); throws when the markup and the offers disagree. */
export async function measureOffers(page: Page, offers: DraftOffer[]): Promise<Map<string, Box>> {
  const parts = await page.evaluate(measureParts);
  const boxes = new Map<string, Box>();
  for (const o of offers) {
    const mine = parts.filter((p) => p.id === o.id);
    const where = `${o.id} (${o.name ?? o.nameAr})`;
    if (!mine.some((p) => p.part === "name") || !mine.some((p) => p.part === "price"))
      throw new Error(`${where}: no name or no price element marked`);
    if (mine.some((p) => p.page !== o.page)) throw new Error(`${where}: printed off its page ${o.page}`);
    const left = Math.min(...mine.map((p) => p.left));
    const top = Math.min(...mine.map((p) => p.top));
    const right = Math.max(...mine.map((p) => p.right));
    const bottom = Math.max(...mine.map((p) => p.bottom));
    if (left < 0 || top < 0 || right > 1 || bottom > 1 || right <= left || bottom <= top)
      throw new Error(`${where}: box outside its page (${left}, ${top}, ${right}, ${bottom})`);
    boxes.set(o.id, { x: round(left), y: round(top), width: round(right - left), height: round(bottom - top) });
  }
  const unknown = parts.find((p) => !offers.some((o) => o.id === p.id));
  if (unknown) throw new Error(`element marked for unknown offer ${unknown.id}`);
  return boxes;
}
