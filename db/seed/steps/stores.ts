/** One copy of the demo stores; copies after the first get a number after the name ("Carrefour 2", "كارفور 2") and reuse the Arabic of the first. */

import { stores } from "#db/schema.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { buildStore } from "#db/seed/factories.ts";
import { slugify } from "#lib/slug.ts";
import type { SeedTx } from "./seed-context.ts";

export type SeededStore = { id: number; name: string; nameAr: string | null };

/** Inserts copy number `copy` (0-based) of DEMO_STORES; the result is in DEMO_STORES order. */
export function seedStores(tx: SeedTx, copy: number, categoryIds: Map<string, number>): SeededStore[] {
  const suffix = copy === 0 ? "" : ` ${copy + 1}`;
  const rows = DEMO_STORES.map((s, i) => {
    const base = slugify(s.name);
    return buildStore({
      name: s.name + suffix,
      nameAr: s.nameAr ? s.nameAr + suffix : null,
      slug: slugify(s.name + suffix),
      categoryId: categoryIds.get(s.category)!,
      description: s.description,
      descriptionAr: s.descriptionAr ?? null,
      logo: `/media/stores/${base}-logo.svg`,
      image: `/media/stores/${base}-cover.svg`,
      // Copies of the demo set are never featured, so the footer and home stay the originals.
      featured: copy === 0 && !!s.featured,
      premium: !!s.premium,
      phone: s.phone,
      email: `info@${base}.ae`,
      website: s.web === false ? null : `https://www.${base}.ae`,
      facebook: i % 5 === 4 ? null : `https://www.facebook.com/${base}`,
      instagram: i % 4 === 3 ? null : `https://www.instagram.com/${base.replace(/-/g, "")}`,
      twitter: i % 3 === 2 ? null : `https://x.com/${base.replace(/-/g, "")}`,
    });
  });
  return tx.insert(stores).values(rows).returning({ id: stores.id, name: stores.name, nameAr: stores.nameAr }).all();
}
