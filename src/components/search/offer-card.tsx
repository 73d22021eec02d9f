import type { TFunction } from "i18next";
import { LocalizedText } from "#components/localized-text.tsx";
import type { OfferHit } from "#db/queries/offer-search.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { formatPrice } from "#i18n/server.ts";
import { PAGE_WIDTHS, pageImageUrl } from "#lib/catalog-processing.ts";
import { formatDate } from "#lib/dates.ts";
import { searchWords } from "#lib/normalize-text.ts";
import { catalogPagePath } from "#lib/page-search.ts";

/** How wide the crop's frame shows at most (CSS px): the size the browser picks the page image for. */
const FRAME = 300;
/** The frame's width / height. */
const FRAME_RATIO = 4 / 3;
/** Room kept around the offer's box, as a fraction of the page. */
const MARGIN = 0.01;

/**
 * The offer as printed: the page image placed in a frame so that the offer's box (with a small
 * margin) fills it, by percentages alone, so no image is cut on the server. The box's own shape
 * decides whether it spans the frame's width or its height; the image is absolutely placed inside
 * an element of that shape, where left/top/width in % of it are the box's edges and size.
 */
function OfferCrop({ offer: o, eager }: { offer: OfferHit; eager: boolean }) {
  const x = Math.max(0, o.box.x - MARGIN);
  const y = Math.max(0, o.box.y - MARGIN);
  const w = Math.min(1, o.box.x + o.box.width + MARGIN) - x;
  const h = Math.min(1, o.box.y + o.box.height + MARGIN) - y;
  const ratio = (w * o.pageWidth) / (h * o.pageHeight);
  const [small, large] = PAGE_WIDTHS;
  return (
    <div
      className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100"
      data-testid="offer-crop"
    >
      <div
        className="relative max-h-full max-w-full overflow-hidden"
        style={
          ratio >= FRAME_RATIO
            ? { aspectRatio: String(ratio), width: "100%" }
            : { aspectRatio: String(ratio), height: "100%" }
        }
      >
        <img
          src={pageImageUrl(o.pdfHash, o.page, small)}
          srcSet={`${pageImageUrl(o.pdfHash, o.page, small)} ${small}w, ${pageImageUrl(o.pdfHash, o.page, large)} ${large}w`}
          // The whole page is drawn 1/w times the frame's width.
          sizes={`${Math.round(FRAME / w)}px`}
          alt=""
          width={small}
          height={Math.round((o.pageHeight / o.pageWidth) * small)}
          loading={eager ? undefined : "lazy"}
          className="absolute max-w-none"
          style={{
            width: `${(100 / w).toFixed(3)}%`,
            height: "auto",
            left: `${(-(x / w) * 100).toFixed(3)}%`,
            top: `${(-(y / h) * 100).toFixed(3)}%`,
          }}
        />
      </div>
    </div>
  );
}

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
  eager,
}: {
  offer: OfferHit;
  query?: string;
  lang: Lang;
  t: TFunction;
  eager: boolean;
}) {
  const price = formatPrice(lang, o.price);
  return (
    <article
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-2 shadow-sm transition hover:border-teal-300 hover:shadow-md"
      data-testid="offer-card"
    >
      <OfferCrop offer={o} eager={eager} />
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
              {formatPrice(lang, o.was)}
            </s>
          ) : null}
        </p>
        {o.saving ? (
          <p className="mt-1 self-start rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
            {t("pages:search.offerSave", { amount: formatPrice(lang, o.saving) })}
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
