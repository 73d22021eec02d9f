/**
 * "/admin/catalogs/{id}/offers[?page=n]" — the offers processing found on a catalogue's pages,
 * drawn over each page's image, for operators to correct (issue 23, item 5). The editor itself
 * is a client island (src/client/admin/offers/); an unknown catalogue is the admin's 404.
 */
import { OffersEditor } from "#client/admin/offers/offers-editor.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { getDb } from "#db/client.ts";
import { catalogPagesForAdmin } from "#db/queries/offers-admin.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";
import AdminNotFoundPage from "./not-found.tsx";

export default function AdminCatalogOffersPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const id = Number(ctx.params.id);
  const catalog = catalogPagesForAdmin(getDb(), id);
  if (!catalog) return <AdminNotFoundPage ctx={ctx} />;
  const count = catalog.pages?.sizes.length ?? 0;
  const asked = Number(ctx.query.page);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
  // An Arabic page shows the Arabic title when there is one; the English one is marked as English.
  const titleLang = ctx.lang === "ar" && catalog.titleAr ? "ar" : "en";
  const title = titleLang === "ar" ? catalog.titleAr! : catalog.title;
  const heading = t("admin:offers.title");
  return (
    <AdminDocument ctx={ctx} title={`${heading}: ${title}`}>
      <a
        href={localizedPath(ctx.lang, "/admin/catalogs")}
        className="text-sm font-medium text-teal-700 hover:underline"
      >
        <span className="inline-block rtl:rotate-180">←</span> {t("admin:offers.back")}
      </a>
      <h1 className="mt-2 text-2xl font-extrabold text-slate-900">{heading}</h1>
      <p className="mb-6 mt-1 text-slate-700">
        <a
          href={localizedPath(ctx.lang, `/admin/catalogs/edit/${id}`)}
          className="font-medium text-teal-700 hover:underline"
          lang={titleLang === ctx.lang ? undefined : titleLang}
          dir={titleLang === ctx.lang ? undefined : "ltr"}
        >
          {title}
        </a>
      </p>
      {catalog.pages ? (
        <OffersEditor catalogId={id} pages={catalog.pages} initialPage={page} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t("admin:offers.notProcessed")}
        </p>
      )}
    </AdminDocument>
  );
}
