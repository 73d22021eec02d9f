/** The frames of the admin list and new/edit screens, shared by every resource. */
import type { ReactNode } from "react";
import { getDb } from "#db/client.ts";
import { editedRecordExists } from "#db/queries/admin-records.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { listStateOf, listStateQuery } from "#lib/admin-list-state.ts";
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

/**
 * The new/edit screen: back link, 'Add New …' or 'Edit …' heading and the form — or, for a
 * record that does not exist, the admin's 404 saying so, so Save cannot create a new record
 * from an empty form.
 */
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
  const id = editedId(ctx);
  if (id !== null && !editedRecordExists(getDb(), resource, id))
    return <RecordNotFound ctx={ctx} resource={resource} />;
  const title = id !== null ? t(`admin:${resource}.editTitle`) : t(`admin:${resource}.newTitle`);
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a href={returnHref(ctx, resource)} className="text-sm font-medium text-teal-700 hover:underline">
        <span className="inline-block rtl:rotate-180">←</span> {t(`admin:${resource}.back`)}
      </a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      {children}
    </AdminDocument>
  );
}

/** The edit screen of a record that does not exist: a 404 naming the kind of record, and the way back to its list. */
function RecordNotFound({ ctx, resource }: { ctx: PageContext; resource: Resource }) {
  const t = getT(ctx.lang);
  ctx.response.status = 404;
  return (
    <AdminDocument ctx={ctx} title={t(`admin:${resource}.notFound`)}>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center" data-testid="record-not-found">
        <h1 className="text-2xl font-extrabold text-slate-900">{t(`admin:${resource}.notFound`)}</h1>
        <p className="mt-2 text-slate-600">{t("admin:recordNotFound")}</p>
        <a
          href={listHref(ctx, resource)}
          className="mt-4 inline-block rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
        >
          <span className="inline-block rtl:rotate-180">←</span> {t(`admin:${resource}.back`)}
        </a>
      </div>
    </AdminDocument>
  );
}

/** The id of the edited record, or null on a 'new' screen. */
export const editedId = (ctx: PageContext) => (ctx.params.id ? Number(ctx.params.id) : null);
/** The list screen's address, as it opens (the tables' edit links start from it). */
export const listHref = (ctx: PageContext, resource: Resource) => localizedPath(ctx.lang, `/admin/${resource}`);

/**
 * Where a form goes back to (its back link, Cancel, and after Save): the list as the operator
 * left it, its search, sort and page handed over in ?list= by the table's edit link. Only a
 * table's state is read from it (src/lib/admin-list-state.ts), so it can lead nowhere else.
 */
export function returnHref(ctx: PageContext, resource: Resource): string {
  const state = listStateQuery(listStateOf(Object.fromEntries(new URLSearchParams(ctx.query.list ?? ""))));
  return `${listHref(ctx, resource)}${state ? `?${state}` : ""}`;
}
