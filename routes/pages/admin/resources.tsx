/**
 * The admin list and new/edit screens of stores, branches, catalogues and blog posts:
 * /admin/{resource}, /admin/{resource}/new and /admin/{resource}/edit/{id}.
 */
import { BlogForm } from "../../../src/client/admin/blog-form.tsx";
import { BlogsTable } from "../../../src/client/admin/blogs-table.tsx";
import { BranchForm } from "../../../src/client/admin/branch-form.tsx";
import { BranchesTable } from "../../../src/client/admin/branches-table.tsx";
import { CatalogForm } from "../../../src/client/admin/catalog-form.tsx";
import { CatalogsTable } from "../../../src/client/admin/catalogs-table.tsx";
import { StoreForm } from "../../../src/client/admin/store-form.tsx";
import { StoresTable } from "../../../src/client/admin/stores-table.tsx";
import {
  AdminFormLayout,
  AdminListLayout,
  editedId,
  listHref,
} from "../../../src/components/admin/resource-layout.tsx";
import { dubaiToday } from "../../../src/lib/dates.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

type P = { ctx: PageContext };
/** The dashboard links to a list with only the records that lack Arabic: ?missingArabic=1. */
const missingOnly = (ctx: PageContext) => ctx.query.missingArabic === "1";

export const AdminStoresPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="stores" addTestId="add-store">
    <StoresTable base={listHref(ctx, "stores")} missingOnly={missingOnly(ctx)} />
  </AdminListLayout>
);
export const AdminStoreFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="stores">
    <StoreForm storeId={editedId(ctx)} listHref={listHref(ctx, "stores")} />
  </AdminFormLayout>
);

export const AdminBranchesPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="branches" addTestId="add-branch">
    <BranchesTable base={listHref(ctx, "branches")} missingOnly={missingOnly(ctx)} />
  </AdminListLayout>
);
export const AdminBranchFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="branches">
    <BranchForm branchId={editedId(ctx)} listHref={listHref(ctx, "branches")} />
  </AdminFormLayout>
);

export const AdminCatalogsPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="catalogs" addTestId="add-catalog">
    <CatalogsTable base={listHref(ctx, "catalogs")} today={dubaiToday()} missingOnly={missingOnly(ctx)} />
  </AdminListLayout>
);
export const AdminCatalogFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="catalogs">
    <CatalogForm catalogId={editedId(ctx)} listHref={listHref(ctx, "catalogs")} />
  </AdminFormLayout>
);

export const AdminBlogsPage = ({ ctx }: P) => (
  <AdminListLayout ctx={ctx} resource="blogs" addTestId="add-blog">
    <BlogsTable base={listHref(ctx, "blogs")} missingOnly={missingOnly(ctx)} />
  </AdminListLayout>
);
export const AdminBlogFormPage = ({ ctx }: P) => (
  <AdminFormLayout ctx={ctx} resource="blogs">
    <BlogForm blogId={editedId(ctx)} listHref={listHref(ctx, "blogs")} />
  </AdminFormLayout>
);
