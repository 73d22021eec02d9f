/** Beside the offers editor's page: what the box colours mean, and the page's deleted offers (to bring back). */
import { useTranslation } from "react-i18next";
import type { AdminOffer } from "./offer-values.ts";

export function Legend() {
  const { t } = useTranslation("admin");
  const items = [
    ["border-teal-600 bg-teal-500/10", t("offers.legendAuto")],
    ["border-dashed border-fuchsia-600 bg-fuchsia-500/10", t("offers.legendCorrected")],
    ["border-amber-500 bg-amber-400/20", t("offers.legendSelected")],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map(([look, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-5 rounded-sm border-2 ${look}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

type Props = {
  offers: AdminOffer[];
  name: (o: AdminOffer) => string;
  price: (p: number) => string;
  onRestore: (o: AdminOffer) => void;
};

/** The page's deleted auto offers: kept (so processing the file again leaves them out), and brought back here. */
export function DeletedOffers({ offers, name, price, onRestore }: Props) {
  const { t } = useTranslation("admin");
  if (offers.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="offers-deleted">
      <summary className="cursor-pointer font-medium text-slate-700">
        {t("offers.deletedList", { count: offers.length })}
      </summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {offers.map((o) => (
          <li key={o.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              {name(o)} · {price(o.price)}
            </span>
            <button
              type="button"
              onClick={() => onRestore(o)}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t("offers.restore")}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
