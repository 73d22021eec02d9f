/**
 * The demo's Carrefour flyer, "Fresh Market Offers" (processed, six bilingual offers a page), and
 * its offers. Found by its store as well as its title: Union Coop's flyer has the same title, and
 * which of the two is live, and listed first, moves with the day the demo was seeded (seen: after
 * 20:00 UTC, when Dubai's date is the next day, Union Coop's came first and three journeys failed).
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export type FlyerOffer = { id: number; page: number; name: string | null; price: number };

export async function carrefourFlyer(request: APIRequestContext): Promise<{ id: number; offers: FlyerOffer[] }> {
  const catalogs = (await (await request.get("/api/catalogs")).json()) as {
    id: number;
    title: string;
    store: { slug: string };
  }[];
  const flyer = catalogs.find((c) => c.title === "Fresh Market Offers" && c.store.slug === "carrefour");
  expect(flyer, "the demo's Carrefour flyer").toBeDefined();
  const { data } = (await (await request.get(`/api/catalogs/${flyer!.id}/offers`)).json()) as { data: FlyerOffer[] };
  return { id: flyer!.id, offers: data };
}

/** The Fresh Milk 2L offer among the flyer's. */
export function freshMilk(offers: FlyerOffer[]): FlyerOffer {
  const milk = offers.find((o) => o.name === "Fresh Milk 2L");
  expect(milk, "the flyer's Fresh Milk 2L").toBeDefined();
  return milk!;
}

/** The flyer's Fresh Milk 2L offer, with the flyer's id. */
export async function carrefourMilk(request: APIRequestContext): Promise<FlyerOffer & { catalog: number }> {
  const flyer = await carrefourFlyer(request);
  return { catalog: flyer.id, ...freshMilk(flyer.offers) };
}
