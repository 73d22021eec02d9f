"use client";
/** /admin/branches: Branch, Store, Emirate, Address, Actions. */
import { useTranslation } from "react-i18next";
import type { ListState } from "#lib/admin-list-state.ts";
import { emirateBadgeClass } from "#lib/emirates.ts";
import { ResourceTable } from "./resource-table.tsx";

type Branch = {
  id: number;
  name: string;
  nameAr: string | null;
  emirate: string;
  address: string;
  addressAr: string | null;
  store: { name: string };
};

export function BranchesTable({ base, initial }: { base: string; initial: ListState }) {
  const { t } = useTranslation("admin");
  return (
    <ResourceTable<Branch>
      resource="branches"
      listUrl="/api/branches"
      deleteBase="/api/branches"
      editBase={base}
      rowTestId="branch-row"
      arabic={{ kind: "branches" }}
      initial={initial}
      name={(b) => b.name}
      nameAr={(b) => b.nameAr}
      columns={[
        {
          header: t("branches.colBranch"),
          sort: "name",
          cell: (b) => (
            <>
              <span className="block font-medium text-slate-900" lang="en" dir="ltr">
                {b.name}
              </span>
              {b.nameAr && (
                <span className="block font-[var(--font-arabic)] text-sm text-slate-700" lang="ar" dir="rtl">
                  {b.nameAr}
                </span>
              )}
            </>
          ),
        },
        { header: t("branches.colStore"), sort: "store", cell: (b) => b.store.name },
        {
          header: t("branches.colEmirate"),
          sort: "emirate",
          cell: (b) => (
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${emirateBadgeClass(b.emirate)}`}>
              {b.emirate}
            </span>
          ),
        },
        { header: t("branches.colAddress"), cell: (b) => <span className="text-slate-600">{b.address}</span> },
      ]}
    />
  );
}
