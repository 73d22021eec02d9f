/**
 * The admin list and new/edit screens of stores, branches, catalogues and blog posts:
 * /admin/{resource}, /admin/{resource}/new and /admin/{resource}/edit/{id}.
 */
import { BlogForm } from "#client/admin/blog-form.tsx";
import { BlogsTable } from "#client/admin/blogs-table.tsx";
import { BranchForm } from "#client/admin/branch-form.tsx";
import { BranchesTable } from "#client/admin/branches-table.tsx";
import { CatalogForm } from "#client/admin/catalog-form.tsx";
import { CatalogsTable } from "#client/admin/catalogs-table.tsx";
import { EmbedSnippet } from "#client/admin/embed-snippet.tsx";
import { HoursTodo } from "#client/admin/hours/hours-todo.tsx";
import { StoreForm } from "#client/admin/store-form.tsx";
import { StoresTable } from "#client/admin/stores-table.tsx";
import {
  AdminFormLayout,
  AdminListLayout,
  editedId,
  listHref,
  returnHref,
} from "#components/admin/resource-layout.tsx";
import { getDb } from "#db/client.ts";
import { findStoreNames } from "#db/queries/stores.ts";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { listStateOf } from "#lib/admin-list-state.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { PageContext } from "#lib/page-context.ts";

type P = { ctx: PageContext };

export const AdminStoresPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="stores" addTestId="add-store">
    <StoresTable base={listHref(ctx, "stores")} initial={listStateOf(ctx.query)} />
  </AdminListLayout>
);
export const AdminStoreFormPage = ({ ctx }: P) => {
  const id = editedId(ctx);
  // The embed code names the store's address as saved; an unknown id shows only the form's own "not found".
  const store = id !== null ? findStoreNames(getDb(), id) : undefined;
  return (
    <AdminFormLayout ctx={ctx} resource="stores">
      <StoreForm storeId={id} listHref={returnHref(ctx, "stores")} />
      {store && <EmbedSnippet origin={ctx.origin} store={store} />}
    </AdminFormLayout>
  );
};

export const AdminBranchesPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="branches" addTestId="add-branch">
    <HoursTodo editBase={listHref(ctx, "branches")} />
    <BranchesTable base={listHref(ctx, "branches")} initial={listStateOf(ctx.query)} />
  </AdminListLayout>
);
export const AdminBranchFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="branches">
    <BranchForm branchId={editedId(ctx)} listHref={returnHref(ctx, "branches")} />
  </AdminFormLayout>
);

export const AdminCatalogsPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="catalogs" addTestId="add-catalog">
    <CatalogsTable
      base={listHref(ctx, "catalogs")}
      today={dubaiToday()}
      locale={LANG_META[ctx.lang].locale}
      initial={listStateOf(ctx.query)}
    />
  </AdminListLayout>
);
export const AdminCatalogFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="catalogs">
    {editedId(ctx) && (
      <a
        href={`${listHref(ctx, "catalogs")}/${editedId(ctx)}/offers`}
        className="-mt-3 mb-4 inline-block font-semibold text-teal-700 hover:underline"
        data-testid="catalog-offers-link"
      >
        {getT(ctx.lang)("admin:catalogs.offersLink")}
      </a>
    )}
    <CatalogForm catalogId={editedId(ctx)} listHref={returnHref(ctx, "catalogs")} />
  </AdminFormLayout>
);

export const AdminBlogsPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="blogs" addTestId="add-blog">
    <BlogsTable base={listHref(ctx, "blogs")} initial={listStateOf(ctx.query)} />
  </AdminListLayout>
);
export const AdminBlogFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="blogs">
    <BlogForm blogId={editedId(ctx)} listHref={returnHref(ctx, "blogs")} />
  </AdminFormLayout>
);
