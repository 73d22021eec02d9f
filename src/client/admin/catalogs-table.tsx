"use client";
/** /admin/catalogs: every catalogue, expired ones marked; Catalogue, Store, Pages, Valid until, Actions. */
import { useTranslation } from "react-i18next";
import { ResourceTable } from "./resource-table.tsx";

type Catalog = {
  id: number;
  title: string;
  titleAr: string | null;
  pages: number | null;
  expiryDate: string | null;
  coverImage: string | null;
  store: { name: string };
};

export function CatalogsTable({ base, today, missingOnly }: { base: string; today: string; missingOnly: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <ResourceTable<Catalog>
      resource="catalogs"
      listUrl="/api/catalogs"
      deleteBase="/api/catalogs"
      editBase={base}
      rowTestId="catalog-row"
      arabic={{ kind: "catalogs", missingOnly }}
      name={(c) => c.title}
      searchText={(c) => `${c.title} ${c.titleAr ?? ""} ${c.store.name}`}
      columns={[
        {
          header: t("catalogs.colCatalog"),
          cell: (c) => (
            <div className="flex items-center gap-3">
              {c.coverImage && (
                <img
                  src={c.coverImage}
                  alt=""
                  className="h-12 w-9 rounded object-cover"
                  onError={(e) => (e.currentTarget.style.display = "none")}
                />
              )}
              <span>
                <span className="block font-medium text-slate-900" lang="en" dir="ltr">
                  {c.title}
                </span>
                {c.titleAr && (
                  <span className="block font-[var(--font-arabic)] text-sm text-slate-700" lang="ar" dir="rtl">
                    {c.titleAr}
                  </span>
                )}
              </span>
            </div>
          ),
        },
        { header: t("catalogs.colStore"), cell: (c) => c.store.name },
        { header: t("catalogs.colPages"), cell: (c) => <span data-testid="catalog-pages">{c.pages ?? "—"}</span> },
        {
          header: t("catalogs.colValidity"),
          cell: (c) => (
            <span dir="ltr">
              {c.expiryDate ?? "—"}{" "}
              {c.expiryDate && c.expiryDate < today && (
                <span className="ms-1 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-700">
                  {t("catalogs.expired")}
                </span>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
