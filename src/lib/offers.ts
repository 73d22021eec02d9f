/**
 * An offer printed on a catalogue page (issue 23): found by the extractor during processing
 * (src/jobs/catalog-pages/offers/), stored with the page, answered by the API. Prices are in
 * AED; the box is where the offer sits on the page, as fractions of its width and height
 * (origin top-left), the union of its name and its price.
 */
export type OfferBox = { x: number; y: number; width: number; height: number };

export type FoundOffer = {
  /** The name as printed in Latin letters, and in Arabic; at least one of them. */
  name: string | null;
  nameAr: string | null;
  price: number;
  /** The previous price ("was", "usual price", "بدلاً من"), when printed. */
  was: number | null;
  /** What the price is for: "kg", "l", "100g", "piece"; null for the item as sold. */
  unit: string | null;
  /** A multi-buy: "2 for AED 10" is quantity 2, price 10. */
  quantity: number | null;
  /** The pack size when printed: "2L", "500 g", "6 x 330 ml". */
  size: string | null;
  box: OfferBox;
};

/** An offer as stored: what was found (or an operator gave), with its id and page. */
export type PageOffer = FoundOffer & { id: number; page: number };

/** The same product in another live catalogue, for an offer's "compare" list (compareOffers() in db/queries/offers.ts). */
export type ComparedOffer = {
  id: number;
  catalogId: number;
  page: number;
  price: number;
  quantity: number | null;
  unit: string | null;
  catalogTitle: string;
  catalogTitleAr: string | null;
  storeName: string;
  storeNameAr: string | null;
};
