/** "/about" — mission, story, stats from the real data, values and calls to action. */

import { buttonClass, secondaryButtonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { getDb } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { countDirectory } from "#db/queries/database.ts";
import { listEmiratesWithCounts } from "#db/queries/emirates.ts";
import { localizedPath } from "#i18n/languages.ts";
import { formatNumber, getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AboutPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const counts = memoByData(getDb(), "directory-counts", (today) => countDirectory(getDb(), today), {
    wide: true,
  });
  const emirates = listEmiratesWithCounts(getDb()).filter((e) => e.storeCount > 0).length;
  ctx.response.shows = []; // counts only: no store's own details (PageContext.response.shows)
  const stats = [
    [counts.stores, t("pages:about.statStores")],
    [counts.branches, t("pages:about.statBranches")],
    [counts.liveCatalogs, t("pages:about.statCatalogs")],
    [emirates, t("pages:about.statEmirates")],
  ] as const;
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:about.title")} — ${t("site.name")}`,
        description: t("pages:about.metaDescription"),
        canonical: "/about",
      }}
    >
      <section className="bg-gradient-to-br from-teal-800 to-emerald-600">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-white">{t("pages:about.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{t("pages:about.missionText")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6">
        <section className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{t("pages:about.mission")}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{t("pages:about.missionText")}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{t("pages:about.story")}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{t("pages:about.storyText")}</p>
          </div>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-slate-900">{t("pages:about.stats")}</h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="about-stats">
            {stats.map(([value, label]) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center"
              >
                <dt className="mt-1 text-sm text-slate-600">{label}</dt>
                <dd className="text-3xl font-extrabold text-teal-700">{formatNumber(ctx.lang, value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-slate-900">{t("pages:about.values")}</h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="rounded-2xl border border-slate-200 bg-white p-6">
                <h3 className="font-bold text-slate-900">{t(`pages:about.value${n}`)}</h3>
                <p className="mt-2 text-slate-600">{t(`pages:about.value${n}Text`)}</p>
              </div>
            ))}
          </div>
        </section>
        <section className="rounded-2xl bg-slate-900 p-8 text-center">
          <h2 className="text-2xl font-bold text-white">{t("pages:about.ctaTitle")}</h2>
          <p className="mt-2 text-slate-300">{t("pages:about.ctaText")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={localizedPath(ctx.lang, "/stores")} className={buttonClass}>
              {t("pages:about.ctaStores")}
            </a>
            <a href={localizedPath(ctx.lang, "/contact")} className={secondaryButtonClass}>
              {t("pages:about.ctaContact")}
            </a>
          </div>
        </section>
      </div>
    </Document>
  );
}
