"use client";
/** /admin/branches: Branch, Store, Emirate, Address, Actions. */
import { useTranslation } from "react-i18next";
import { emirateBadgeClass } from "../../lib/emirates.ts";
import { ResourceTable } from "./resource-table.tsx";

type Branch = { id: number; name: string; emirate: string; address: string; store: { name: string } };

export function BranchesTable({ base }: { base: string }) {
  const { t } = useTranslation("admin");
  return (
    <ResourceTable<Branch>
      resource="branches"
      listUrl="/api/branches"
      deleteBase="/api/branches"
      editBase={base}
      rowTestId="branch-row"
      name={(b) => b.name}
      searchText={(b) => `${b.name} ${b.store.name} ${b.emirate} ${b.address}`}
      columns={[
        { header: t("branches.colBranch"), cell: (b) => <span className="font-medium text-slate-900">{b.name}</span> },
        { header: t("branches.colStore"), cell: (b) => b.store.name },
        {
          header: t("branches.colEmirate"),
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
