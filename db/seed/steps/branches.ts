/** Branches for one copy of the demo stores, spread over the emirates like real chains. */

import { branches } from "#db/schema.ts";
import { AREA_CODES, EMIRATE_WEIGHTS, HOURS, PLACES, type Place } from "#db/seed/data/places.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { buildBranch } from "#db/seed/factories.ts";
import type { Random } from "#db/seed/random.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { slugify } from "#lib/slug.ts";
import type { SeedTx } from "./seed-context.ts";
import type { SeededStore } from "./stores.ts";

/** The inserted branch ids, and for each store (by index) the positions of its branches in `ids`. */
export type SeededBranches = { ids: number[]; byStore: number[][] };

/** A weighted, shuffled cycle of emirate slugs, so branches spread like real chains. */
export function emirateCycle(random: Random): string[] {
  const cycle = EMIRATE_WEIGHTS.flatMap(([slug, weight]) => Array<string>(weight).fill(slug));
  for (let i = cycle.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [cycle[i], cycle[j]] = [cycle[j]!, cycle[i]!];
  }
  return cycle;
}

/**
 * `stores[i]` gets DEMO_STORES[i].branches branches, each at a different place (so no store has
 * two "Carrefour - Sahara Centre"), named after the store and that mall or area, with a phone
 * number no other branch has (`phones` holds those already given, across copies). A store with
 * an Arabic name gets its branches' Arabic too ("كارفور - صحارى سنتر"); an English-only store's
 * branches stay English-only, as an operator who has not translated the store would leave them.
 */
export function seedBranches(
  tx: SeedTx,
  stores: SeededStore[],
  o: { random: Random; nextEmirate: () => string; emirateIds: Map<string, number>; phones: Set<string> },
): SeededBranches {
  const { random } = o;
  const rows: ReturnType<typeof buildBranch>[] = [];
  const byStore: number[][] = [];
  stores.forEach((store, i) => {
    const demo = DEMO_STORES[i]!;
    const taken = new Set<Place>();
    byStore[i] = [];
    for (let b = 0; b < demo.branches; b++) {
      let emirate = o.nextEmirate();
      // The cycle holds every emirate, and a store has fewer branches than there are places.
      while (PLACES[emirate]!.every((p) => taken.has(p))) emirate = o.nextEmirate();
      const place = random.pick(PLACES[emirate]!.filter((p) => !taken.has(p)));
      taken.add(place);
      let phone: string;
      do phone = `+971 ${place.areaCode ?? AREA_CODES[emirate]} ${random.int(200, 899)} ${random.int(1000, 9999)}`;
      while (o.phones.has(phone));
      o.phones.add(phone);
      const hasCoords = !random.chance(0.1);
      const hours = random.pick(HOURS);
      const emirateAr = EMIRATES.find((e) => e.slug === emirate)!.nameAr;
      byStore[i]!.push(rows.length);
      rows.push(
        buildBranch({
          storeId: store.id,
          emirateId: o.emirateIds.get(emirate)!,
          name: `${store.name} - ${place.name}`,
          slug: slugify(place.name),
          address: `${place.name}, ${place.area}, ${EMIRATES.find((e) => e.slug === emirate)!.name}`,
          hours: hours.en,
          openingHours: hours.syntax,
          ...(store.nameAr && {
            nameAr: `${store.nameAr} - ${place.nameAr}`,
            addressAr: `${place.nameAr}، ${place.areaAr}، ${emirateAr}`,
            hoursAr: hours.ar,
          }),
          phone,
          latitude: hasCoords ? (place.lat + (random.next() - 0.5) * 0.02).toFixed(6) : null,
          longitude: hasCoords ? (place.lon + (random.next() - 0.5) * 0.02).toFixed(6) : null,
        }),
      );
    }
  });
  const ids = tx
    .insert(branches)
    .values(rows)
    .returning({ id: branches.id })
    .all()
    .map((r) => r.id);
  return { ids, byStore };
}
