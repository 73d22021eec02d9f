"use client";
/** /admin/stores: Store, Category, Branches, Catalogs, Status (Featured/Premium/Regular), Actions. */
import { useTranslation } from "react-i18next";
import type { ListState } from "#lib/admin-list-state.ts";
import { ResourceTable } from "./resource-table.tsx";

type Store = {
  id: number;
  name: string;
  nameAr: string | null;
  slug: string;
  category: string;
  logo: string | null;
  featured: boolean;
  premium: boolean;
  branchCount: number;
  catalogCount: number;
};

export function StoresTable({ base, initial }: { base: string; initial: ListState }) {
  const { t } = useTranslation("admin");
  return (
    <ResourceTable<Store>
      resource="stores"
      listUrl="/api/stores"
      deleteBase="/api/stores"
      editBase={base}
      rowTestId="store-row"
      arabic={{ kind: "stores" }}
      initial={initial}
      name={(s) => s.name}
      nameAr={(s) => s.nameAr}
      // Deleting a store deletes its branches and catalogs (and their pages): the admin sees all of them.
      cascade={(s) => ({ branches: s.branchCount, catalogs: s.catalogCount })}
      columns={[
        {
          header: t("stores.colStore"),
          sort: "name",
          cell: (s) => (
            <div className="flex items-center gap-3">
              {s.logo ? (
                <img
                  src={s.logo}
                  alt=""
                  className="h-9 w-9 rounded-lg"
                  onError={(e) => (e.currentTarget.style.display = "none")}
                />
              ) : null}
              <div>
                <p className="font-semibold text-slate-900" lang="en" dir="ltr">
                  {s.name}
                </p>
                {s.nameAr && (
                  <p className="font-[var(--font-arabic)] text-sm text-slate-700" lang="ar" dir="rtl">
                    {s.nameAr}
                  </p>
                )}
                <p className="text-xs text-slate-500" dir="ltr">
                  {s.slug}
                </p>
              </div>
            </div>
          ),
        },
        { header: t("stores.colCategory"), sort: "category", cell: (s) => s.category },
        { header: t("stores.colBranches"), sort: "branches", cell: (s) => s.branchCount },
        { header: t("stores.colCatalogs"), sort: "catalogs", cell: (s) => s.catalogCount },
        {
          header: t("stores.colStatus"),
          sort: "status",
          cell: (s) => (
            <div className="flex flex-wrap gap-1">
              {s.featured && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  {t("stores.featured")}
                </span>
              )}
              {s.premium && (
                <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
                  {t("stores.premium")}
                </span>
              )}
              {!s.featured && !s.premium && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  {t("stores.regular")}
                </span>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
