/** The seven emirates, the demo categories and the achievement definitions: what stores and visitors refer to. */

import { achievements, categories, emirates } from "#db/schema.ts";
import { ACHIEVEMENTS } from "#db/seed/achievements.ts";
import { DEMO_CATEGORIES } from "#db/seed/data/categories.ts";
import { buildCategory } from "#db/seed/factories.ts";
import { EMIRATES } from "#lib/emirates.ts";
import type { SeedTx } from "./seed-context.ts";

/** Inserts emirates and categories (keeping any already there) and returns their ids by slug and by name. */
export function seedTaxonomy(tx: SeedTx): { emirateIds: Map<string, number>; categoryIds: Map<string, number> } {
  tx.insert(emirates)
    .values(EMIRATES.map((e, i) => ({ name: e.name, nameAr: e.nameAr, slug: e.slug, sortOrder: i })))
    .onConflictDoNothing()
    .run();
  const emirateIds = new Map(
    tx
      .select({ id: emirates.id, slug: emirates.slug })
      .from(emirates)
      .all()
      .map((e) => [e.slug, e.id]),
  );
  tx.insert(categories)
    .values(DEMO_CATEGORIES.map((c) => buildCategory({ name: c.name, nameAr: c.nameAr, icon: c.icon })))
    .onConflictDoNothing()
    .run();
  const categoryIds = new Map(
    tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .all()
      .map((c) => [c.name, c.id]),
  );
  return { emirateIds, categoryIds };
}

/** Inserts or refreshes the achievement definitions, in their listed order. */
export function seedAchievements(tx: SeedTx): void {
  for (const a of ACHIEVEMENTS) {
    const row = { ...a, sortOrder: ACHIEVEMENTS.indexOf(a) };
    tx.insert(achievements).values(row).onConflictDoUpdate({ target: achievements.id, set: row }).run();
  }
}
