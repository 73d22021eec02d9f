/** Any unknown path: the 'Page Not Found' page, answered with status 404. */
import { buttonClass, EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function NotFoundPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  ctx.response.status = 404;
  return (
    <Document ctx={ctx} meta={{ title: `${t("pages:notFound.title")} — ${t("site.name")}`, noindex: true }}>
      <div className="mx-auto max-w-3xl px-4 py-20">
        <p className="mb-4 text-center text-7xl font-black text-teal-600">404</p>
        <EmptyState
          testId="page-not-found"
          title={t("pages:notFound.title")}
          text={t("pages:notFound.text")}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <a href={localizedPath(ctx.lang, "/")} className={buttonClass}>
                {t("pages:notFound.home")}
              </a>
              <a href={localizedPath(ctx.lang, "/stores")} className={secondaryButtonClass}>
                {t("pages:notFound.stores")}
              </a>
            </div>
          }
        />
      </div>
    </Document>
  );
}
