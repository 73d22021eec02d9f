/**
 * The dashboard's tables (./analytics-tables.tsx) over one answer of GET /api/admin/analytics:
 * reads per day, top catalogues, a catalogue's pages (heat strip and table), top offers, top
 * searches and searches that found nothing per language, stores by views and follows.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AnalyticsSummary, SearchCount } from "#schemas/analytics.ts";
import { type Column, DataTable, HeatStrip } from "./analytics-tables.tsx";

type Props = {
  data: AnalyticsSummary;
  locale: string;
  lang: "en" | "ar";
  catalog: number | null;
  onCatalog: (id: number) => void;
};

type Row<K extends keyof AnalyticsSummary> = NonNullable<AnalyticsSummary[K]> extends (infer R)[] ? R : never;

type PageRow = NonNullable<AnalyticsSummary["pages"]>["pages"][number];

const num = <T,>(key: string, value: (r: T) => number): Column<T> => ({ key, value, numeric: true });

export function AnalyticsSections({ data, locale, lang, catalog, onCatalog }: Props) {
  const { t } = useTranslation("admin");
  const pick = (en: string | null, ar: string | null, id: number) => (lang === "ar" && ar ? ar : en) ?? `#${id}`;
  const range = `${data.from}_${data.to}`;
  const selectId = useId();
  const search: Column<SearchCount>[] = [
    { key: "query", value: (r) => r.query, auto: true },
    num("count", (r) => r.count),
  ];
  const byLang = (list: SearchCount[] | undefined, l: string) => (list ?? []).filter((s) => s.lang === l);
  const langName = (l: string) => t(`analytics.lang.${l}`);
  return (
    <>
      <DataTable<Row<"days">>
        id="daily"
        caption={t("analytics.daily")}
        rows={data.days}
        locale={locale}
        fileName={`reads-per-day_${range}`}
        columns={[
          { key: "day", value: (r) => r.day, date: true },
          num("reads", (r) => r.reads),
          num("readers", (r) => r.readers),
          num("catalogViews", (r) => r.catalogViews),
          num("offerTaps", (r) => r.offerTaps),
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DataTable<Row<"catalogs">>
          id="top-catalogs"
          caption={t("analytics.catalogs")}
          rows={data.catalogs}
          locale={locale}
          fileName={`top-catalogues_${range}`}
          columns={[
            { key: "catalog", value: (r) => pick(r.title, r.titleAr, r.id), auto: true },
            num("views", (r) => r.views),
            num("reads", (r) => r.reads),
            num("readers", (r) => r.readers),
          ]}
        />
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="pages-title">
          <h2 id="pages-title" className="font-bold text-slate-900">
            {t("analytics.pages")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("analytics.pagesHint")}</p>
          {data.catalogs.length > 0 && (
            <div className="mt-3">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
                {t("analytics.columns.catalog")}
              </label>
              <select
                id={selectId}
                value={catalog ?? ""}
                onChange={(e) => onCatalog(Number(e.target.value))}
                className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
                data-testid="heat-catalog"
              >
                {data.catalogs.map((c) => (
                  <option key={c.id} value={c.id}>
                    {pick(c.title, c.titleAr, c.id)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {data.pages && data.pages.pages.length > 0 && <HeatStrip pages={data.pages.pages} locale={locale} />}
        </section>
      </div>
      {data.pages && (
        <DataTable<PageRow>
          id="catalog-pages"
          caption={t("analytics.pagesOf", { title: pick(data.pages.title, data.pages.titleAr, data.pages.id) })}
          rows={data.pages.pages}
          locale={locale}
          fileName={`catalogue-${data.pages.id}-pages_${range}`}
          columns={[num("page", (r) => r.page), num("reads", (r) => r.reads), num("readers", (r) => r.readers)]}
        />
      )}
      <DataTable<Row<"offers">>
        id="top-offers"
        caption={t("analytics.offers")}
        rows={data.offers}
        locale={locale}
        fileName={`top-offers_${range}`}
        columns={[
          { key: "offer", value: (r) => pick(r.name, r.nameAr, r.id), auto: true },
          num("page", (r) => r.page),
          num("taps", (r) => r.taps),
          num("listAdds", (r) => r.listAdds),
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {(["en", "ar"] as const).map((l) => (
          <DataTable<SearchCount>
            key={`zero-${l}`}
            id={`zero-${l}`}
            caption={t("analytics.zero", { lang: langName(l) })}
            rows={byLang(data.searches?.zeroResults, l)}
            locale={locale}
            fileName={`searches-found-nothing-${l}_${range}`}
            columns={search}
          />
        ))}
        {(["en", "ar"] as const).map((l) => (
          <DataTable<SearchCount>
            key={`top-${l}`}
            id={`searches-${l}`}
            caption={t("analytics.searches", { lang: langName(l) })}
            rows={byLang(data.searches?.top, l)}
            locale={locale}
            fileName={`top-searches-${l}_${range}`}
            columns={search}
          />
        ))}
      </div>
      <DataTable<Row<"stores">>
        id="stores"
        caption={t("analytics.stores")}
        rows={data.stores}
        locale={locale}
        fileName={`stores_${range}`}
        columns={[
          { key: "store", value: (r) => pick(r.name, r.nameAr, r.id), auto: true },
          num("views", (r) => r.views),
          num("follows", (r) => r.follows),
          num("branchViews", (r) => r.branchViews),
          num("reads", (r) => r.reads),
        ]}
      />
    </>
  );
}
