/** The frames of the admin list and new/edit screens, shared by every resource. */
import type { ReactNode } from "react";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";
import { AdminDocument } from "./admin-document.tsx";

type Resource = "stores" | "branches" | "catalogs" | "blogs";

/** The list screen: title, an add button and the table. */
export function AdminListLayout({
  ctx,
  resource,
  addTestId,
  children,
}: {
  ctx: PageContext;
  resource: Resource;
  addTestId: string;
  children: ReactNode;
}) {
  const t = getT(ctx.lang);
  const base = localizedPath(ctx.lang, `/admin/${resource}`);
  return (
    <AdminDocument ctx={ctx} title={t(`admin:${resource}.title`)}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">{t(`admin:${resource}.title`)}</h1>
        <a
          href={`${base}/new`}
          className="h-10 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
          data-testid={addTestId}
        >
          + {t(`admin:${resource}.add`)}
        </a>
      </div>
      {children}
    </AdminDocument>
  );
}

/** The new/edit screen: back link, 'Add New …' or 'Edit …' heading and the form. */
export function AdminFormLayout({
  ctx,
  resource,
  children,
}: {
  ctx: PageContext;
  resource: Resource;
  children: ReactNode;
}) {
  const t = getT(ctx.lang);
  const title = ctx.params.id ? t(`admin:${resource}.editTitle`) : t(`admin:${resource}.newTitle`);
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a
        href={localizedPath(ctx.lang, `/admin/${resource}`)}
        className="text-sm font-medium text-teal-700 hover:underline"
      >
        <span className="inline-block rtl:rotate-180">←</span> {t(`admin:${resource}.back`)}
      </a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      {children}
    </AdminDocument>
  );
}

/** The id of the edited record, or null on a 'new' screen. */
export const editedId = (ctx: PageContext) => (ctx.params.id ? Number(ctx.params.id) : null);
/** The list screen's address, where forms go back to. */
export const listHref = (ctx: PageContext, resource: Resource) => localizedPath(ctx.lang, `/admin/${resource}`);
