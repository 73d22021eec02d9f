"use client";
/** /admin/blogs: every post in every status; Title, Category, Status, Publish date, Actions. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListState } from "#lib/admin-list-state.ts";
import { ResourceTable } from "./resource-table.tsx";

type Post = {
  id: number;
  title: string;
  titleAr: string | null;
  category: string;
  status: string;
  publishDate: string;
  languages: "en" | "ar" | "both";
};
const BADGE: Record<string, string> = {
  published: "bg-green-100 text-green-800",
  draft: "bg-amber-100 text-amber-800",
  archived: "bg-slate-200 text-slate-700",
};

export function BlogsTable({ base, initial }: { base: string; initial: ListState }) {
  const { t } = useTranslation("admin");
  // The spec's list call adds a timestamp so no cache answers it (made once per visit).
  const [listUrl] = useState(() => `/api/blogs?t=${Date.now()}`);
  return (
    <ResourceTable<Post>
      resource="blogs"
      listUrl={listUrl}
      deleteBase="/api/blogs"
      editBase={base}
      rowTestId="blog-row"
      arabic={{ kind: "blogs" }}
      initial={initial}
      name={(p) => p.title}
      nameAr={(p) => p.titleAr}
      columns={[
        {
          header: t("blogs.colTitle"),
          sort: "title",
          cell: (p) => (
            <>
              <span className="block font-medium text-slate-900" lang="en" dir="ltr">
                {p.title}
              </span>
              {p.titleAr && (
                <span className="block font-[var(--font-arabic)] text-sm text-slate-700" lang="ar" dir="rtl">
                  {p.titleAr}
                </span>
              )}
              <span className="mt-1 block text-xs text-slate-600" data-testid="blog-languages">
                {t(`arabic.blogs.${p.languages}`)}
              </span>
            </>
          ),
        },
        { header: t("blogs.colCategory"), sort: "category", cell: (p) => p.category },
        {
          header: t("blogs.colStatus"),
          sort: "status",
          cell: (p) => (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[p.status.toLowerCase()] ?? "bg-slate-100 text-slate-600"}`}
            >
              {t(`blogs.statuses.${p.status.toLowerCase()}`, { defaultValue: p.status })}
            </span>
          ),
        },
        {
          header: t("blogs.colDate"),
          sort: "date",
          cell: (p) => (
            <span dir="ltr" className="whitespace-nowrap">
              {p.publishDate}
            </span>
          ),
        },
      ]}
    />
  );
}
