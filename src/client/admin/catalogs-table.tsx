"use client";
/** /admin/catalogs: every catalogue, expired ones marked; Catalogue, Store, Pages, Valid until, Actions. */
import { useTranslation } from "react-i18next";
import { ResourceTable } from "./resource-table.tsx";

type Catalog = {
  id: number;
  title: string;
  pages: number | null;
  expiryDate: string | null;
  coverImage: string | null;
  store: { name: string };
};

export function CatalogsTable({ base, today }: { base: string; today: string }) {
  const { t } = useTranslation("admin");
  return (
    <ResourceTable<Catalog>
      resource="catalogs"
      listUrl="/api/catalogs"
      deleteBase="/api/catalogs"
      editBase={base}
      rowTestId="catalog-row"
      name={(c) => c.title}
      searchText={(c) => `${c.title} ${c.store.name}`}
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
              <span className="font-medium text-slate-900">{c.title}</span>
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
