/**
 * "/offline" — what the offline worker (src/client/service-worker.ts) shows for a page it has no
 * copy of when there is no connection: kept in its shell cache at install, in both languages.
 * The same for everyone; the catalogues saved on this device are listed by the browser
 * (src/client/offline-catalogs.tsx) from its own Cache Storage.
 */
import { I18nProvider } from "#client/i18n-provider.tsx";
import { OfflineCatalogs } from "#client/offline-catalogs.tsx";
import { buttonClass, secondaryButtonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { clientMessages } from "#i18n/client-messages.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";
import { LISTS_PATH } from "#lib/shopping-list.ts";

export default function OfflinePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <Document ctx={ctx} meta={{ title: `${t("pages:offline.metaTitle")} — ${t("site.name")}`, noindex: true }}>
      <div className="mx-auto max-w-3xl px-4 py-12" data-testid="offline-page">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t("pages:offline.title")}
        </h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-slate-700">{t("pages:offline.intro")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={localizedPath(ctx.lang, LISTS_PATH)} className={buttonClass} data-testid="offline-lists">
            {t("pages:offline.lists")}
          </a>
          <a href={localizedPath(ctx.lang, "/")} className={secondaryButtonClass}>
            {t("pages:offline.home")}
          </a>
        </div>
        <h2 className="mt-10 text-lg font-bold text-slate-900">{t("pages:offline.savedTitle")}</h2>
        <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ["pages:offline"])}>
          <OfflineCatalogs />
        </I18nProvider>
      </div>
    </Document>
  );
}
