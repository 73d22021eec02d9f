/**
 * Which name goes with which price. A page's flyer design puts every name the same way from
 * its price: above it (a card), below it (a burst over the name), or beside it on its row (a
 * list, a table, a strip: left of the price in English; right of it in Arabic, or left of it
 * in a table's Arabic column or a strip laid out left to right). For each way, names are given
 * to prices one to one, nearest first; the way that names the most prices is the page's. The
 * two sides of a row are two ways: on a page of strips in two columns the other column's
 * names begin just past a price, nearer than its own strip's names at the far left, and would
 * win if either side could name it. A name on a price's row may stand a little above the
 * price's line (a strip's first name line over a price centred on the strip).
 * A price left with no name in either language may then take a free name another way.
 */
import type { Block } from "./phrases.ts";
import { type Box, gapX, gapY, overlapsX } from "./tokens.ts";

type Way = "above" | "below" | "left" | "right";
const WAYS: readonly Way[] = ["above", "below", "left", "right"];

/** How far a name may be from its price, in em: a tile's picture can stand between them; a row's cells span a table. */
const REACH: Record<Way, number> = { above: 24, below: 24, left: 40, right: 40 };
/** A name on a price's row may stand this far (em) above or below the price's line... */
const ROW_SLACK = 0.6;
/** ...each point of which counts as this many points across. */
const ROW_PENALTY = 2;

export type Target = { box: Box; em: number };

/** The distance from `block` to `target` the given way, or Infinity when it is not that way. */
function distance(block: Block, target: Target, way: Way): number {
  const em = Math.max(block.em, target.em);
  const t = target.box;
  let d = Infinity;
  if (way === "above" && block.y1 <= t.y0 + 0.3 * em && overlapsX(block, t, 2 * em))
    d = t.y0 - block.y1 + 0.25 * gapX(block, t);
  else if (way === "below" && block.y0 >= t.y1 - 0.3 * em && overlapsX(block, t, 2 * em))
    d = block.y0 - t.y1 + 0.25 * gapX(block, t);
  else if (way === "left" || way === "right") {
    const level = gapY(block, t) <= ROW_SLACK * em || Math.abs(block.y0 - t.y0) < 0.5 * em;
    // English reads to its price from the left; Arabic from the right, or from the left in a table's Arabic column.
    const side = way === "left" ? block.x1 <= t.x0 + em : block.arabic && block.x0 >= t.x1 - em;
    if (level && side) d = gapX(block, t) + ROW_PENALTY * gapY(block, t);
  }
  return Math.max(0, d) <= REACH[way] * em ? Math.max(0, d) : Infinity;
}

/** One to one, nearest pairs first. */
function match(blocks: readonly Block[], targets: readonly Target[], way: Way): Map<Target, Block> {
  const pairs: { block: Block; target: Target; d: number }[] = [];
  for (const block of blocks)
    for (const target of targets) {
      const d = distance(block, target, way);
      if (d < Infinity) pairs.push({ block, target, d });
    }
  pairs.sort((a, b) => a.d - b.d);
  const out = new Map<Target, Block>();
  const used = new Set<Block>();
  for (const { block, target } of pairs) {
    if (out.has(target) || used.has(block)) continue;
    out.set(target, block);
    used.add(block);
  }
  return out;
}

/** The name block of each target (of one script) the page's way: the way that names the most. */
export function assignNames(blocks: readonly Block[], targets: readonly Target[]): Map<Target, Block> {
  let best = new Map<Target, Block>();
  for (const way of WAYS) {
    const m = match(blocks, targets, way);
    if (m.size > best.size) best = m;
  }
  return best;
}

/** For targets no block named in either script: the nearest free block any way (a page mixing designs). */
export function assignLeftovers(blocks: readonly Block[], targets: readonly Target[]): Map<Target, Block> {
  const out = new Map<Target, Block>();
  const used = new Set<Block>();
  for (const way of WAYS)
    for (const [target, block] of match(
      blocks.filter((b) => !used.has(b)),
      targets.filter((t) => !out.has(t)),
      way,
    )) {
      out.set(target, block);
      used.add(block);
    }
  return out;
}
