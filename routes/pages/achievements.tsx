/**
 * "/achievements" — what a shopper can earn while browsing, and (filled in by the browser) what
 * this visitor has earned: the anonymous session's achievements (spec section 4), where an
 * achievement toast leads. The HTML is the same for everyone, so it is cached like any page;
 * personal, so it is kept out of search results.
 */
import { AchievementList } from "#client/achievement-list.tsx";
import { buttonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { getDb } from "#db/client.ts";
import { listAchievements } from "#db/queries/visitors.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AchievementsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const items = listAchievements(getDb()).map((a) => ({
    id: a.id,
    icon: a.icon,
    title: t(`achievements.${a.id}.title`, { defaultValue: a.title }),
    description: t(`achievements.${a.id}.description`, { defaultValue: a.description }),
  }));
  // The island fills the slots: each is handed back as its own "{{name}}" (i18next does not re-read values).
  const slots = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{{${n}}}`]));
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:achievements.title")} — ${t("site.name")}`,
        description: t("pages:achievements.intro"),
        canonical: "/achievements",
        noindex: "follow",
      }}
    >
      <section className="bg-gradient-to-br from-teal-800 to-emerald-600">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {t("pages:achievements.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-teal-50">{t("pages:achievements.intro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <AchievementList
          lang={ctx.lang}
          items={items}
          labels={{
            earnedOn: t("pages:achievements.earnedOn", slots("date")),
            progress: t("pages:achievements.progress", slots("current", "target")),
            progressLabel: t("pages:achievements.progressLabel", slots("title")),
            summary: t("pages:achievements.summary", slots("earned", "total")),
            unavailable: t("pages:achievements.unavailable"),
          }}
        />
        <a href={localizedPath(ctx.lang, "/stores")} className={`${buttonClass} mt-10`}>
          {t("pages:achievements.browse")}
        </a>
      </div>
    </Document>
  );
}
