import type { TFunction } from "i18next";
import { LocalizedText } from "#components/localized-text.tsx";
import type { OfferHit } from "#db/queries/offer-search.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { searchWords } from "#lib/normalize-text.ts";
import { cropRect, offerCropUrl } from "#lib/offer-crop.ts";
import { aed } from "#lib/offer-text.ts";
import { catalogPagePath } from "#lib/page-search.ts";

/** The frame's width / height. */
const FRAME_RATIO = 4 / 3;
/** Room kept around the offer's box in the frame, as a fraction of the page. */
const MARGIN = 0.01;

/**
 * The offer as printed: its own crop, cut on the server from the page image (lib/offer-crop.ts,
 * a few KB), placed in a frame so that the offer's box (with a small margin) fills it; the room
 * the crop keeps around the box for link previews is hidden. The box's own shape decides whether
 * it spans the frame's width or its height; the image is absolutely placed inside an element of
 * that shape, where left/top/width in % of it are the crop's edges and size. Its size is known
 * before it loads (the rectangle the server cuts), so nothing moves.
 */
function OfferCrop({ offer: o, priority }: { offer: OfferHit; priority: CropPriority }) {
  const W = o.pageWidth;
  const H = o.pageHeight;
  const crop = cropRect(o.box, W, H);
  // What the frame shows, in the page's pixels: the box and its margin, within the crop.
  const left = Math.max(crop.x, (o.box.x - MARGIN) * W);
  const top = Math.max(crop.y, (o.box.y - MARGIN) * H);
  const width = Math.min(crop.x + crop.width, (o.box.x + o.box.width + MARGIN) * W) - left;
  const height = Math.min(crop.y + crop.height, (o.box.y + o.box.height + MARGIN) * H) - top;
  const ratio = width / height;
  const pct = (n: number) => `${(n * 100).toFixed(3)}%`;
  return (
    <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
      <div
        className="relative max-h-full max-w-full overflow-hidden"
        style={
          ratio >= FRAME_RATIO
            ? { aspectRatio: String(ratio), width: "100%" }
            : { aspectRatio: String(ratio), height: "100%" }
        }
      >
        <img
          src={offerCropUrl(o.id, { hash: o.pdfHash, page: o.page, ...o.box })}
          alt=""
          width={crop.width}
          height={crop.height}
          loading={priority === "lazy" ? "lazy" : undefined}
          fetchPriority={priority === "high" ? "high" : undefined}
          decoding="async"
          className="absolute max-w-none"
          style={{
            width: pct(crop.width / width),
            height: "auto",
            left: pct(-(left - crop.x) / width),
            top: pct(-(top - crop.y) / height),
          }}
          data-testid="offer-crop"
        />
      </div>
    </div>
  );
}

/**
 * How soon a card's crop loads: "high" for the first ones, on a phone's first screen (the
 * largest picture there, what Lighthouse times as LCP); "eager" for the rest of the first row or
 * two on a desktop; "lazy" below.
 */
export type CropPriority = "high" | "eager" | "lazy";

/** Whether a printed name already says the pack size ("Fresh Milk 2L" and "2L"): it is then not repeated. */
function namesSize(o: OfferHit): boolean {
  const squeeze = (text: string | null) => searchWords(text ?? "").join("");
  const size = squeeze(o.size);
  return [o.name, o.nameAr].some((name) => name && squeeze(name).includes(size));
}

/**
 * One offer found by a search: its crop, name (the page's language first), price, previous
 * price and saving, store and validity; the whole card links to the catalogue page it is on,
 * with the search (`query`), whose hits the page then marks.
 */
export function OfferCard({
  offer: o,
  query,
  lang,
  t,
  priority,
}: {
  offer: OfferHit;
  query?: string;
  lang: Lang;
  t: TFunction;
  priority: CropPriority;
}) {
  // Amounts are written as the offer sheet and the page's tap areas write them ("9.95 درهم").
  const price = aed(t, o.price);
  return (
    <article
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-2 shadow-sm transition hover:border-teal-300 hover:shadow-md"
      data-testid="offer-card"
    >
      <OfferCrop offer={o} priority={priority} />
      <div className="flex flex-1 flex-col px-1 pt-2">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
          <a
            href={localizedPath(lang, catalogPagePath(o.catalogId, o.page, query))}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-teal-600"
          >
            <LocalizedText lang={lang} en={o.name} ar={o.nameAr} />
          </a>
        </h3>
        {o.size && !namesSize(o) ? (
          <p className="text-xs text-slate-500">
            <bdi>{o.size}</bdi>
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-extrabold text-teal-800" data-testid="offer-price">
            {o.quantity && o.quantity > 1 ? t("pages:search.offerMultiBuy", { count: o.quantity, price }) : price}
          </span>
          {o.unit ? (
            <span className="text-xs text-slate-600">{t("pages:search.offerPer", { unit: o.unit })}</span>
          ) : null}
          {o.was ? (
            <s className="text-sm text-slate-500">
              <span className="sr-only">{t("pages:search.offerWas")} </span>
              {aed(t, o.was)}
            </s>
          ) : null}
        </p>
        {o.saving ? (
          <p className="mt-1 self-start rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
            {t("pages:search.offerSave", { amount: aed(t, o.saving) })}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-xs text-slate-600">
          <span className="block truncate font-semibold text-slate-700">
            <LocalizedText lang={lang} en={o.store.name} ar={o.store.nameAr} />
          </span>
          {o.validUntil
            ? t("catalog.validUntil", { date: formatDate(o.validUntil, LANG_META[lang].locale) })
            : t("catalog.noExpiry")}
        </p>
      </div>
    </article>
  );
}
