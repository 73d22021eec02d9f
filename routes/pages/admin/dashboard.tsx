/**
 * "/admin" — tiles with real counts, records without Arabic (each kind linking to its list
 * filtered to them), DATA_DIR's free disk space (a warning when low) and last backup, quick
 * actions, recent activity (in Dubai time) and management cards.
 */

import { AdminDocument } from "#components/admin/admin-document.tsx";
import { BackupsStatus } from "#components/admin/backups-status.tsx";
import { DiskSpace } from "#components/admin/disk-space.tsx";
import { getDb } from "#db/client.ts";
import { listJobStatuses } from "#db/queries/catalog-jobs.ts";
import { dashboardStats, databaseDirectory } from "#db/queries/dashboard.ts";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { formatNumber, getT } from "#i18n/server.ts";
import { formatDubaiTime } from "#lib/dates.ts";
import { ARABIC_TWINS, type ArabicKind } from "#lib/missing-arabic.ts";
import type { PageContext } from "#lib/page-context.ts";
import { lastBackup } from "#server/backup-archives.ts";
import { diskSpace } from "#server/disk-space.ts";

const MANAGE = ["Stores", "Branches", "Catalogs", "Blogs", "Categories", "Emirates"] as const;
/** The kinds whose records can lack Arabic, in the rule's own order. */
const KINDS = Object.keys(ARABIC_TWINS) as ArabicKind[];

export default function AdminDashboardPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const stats = dashboardStats(getDb());
  const href = (p: string) => localizedPath(ctx.lang, p);
  const dataDir = databaseDirectory(getDb());
  const tiles = [
    ["totalStores", stats.totalStores, "/admin/stores"],
    ["totalBranches", stats.totalBranches, "/admin/branches"],
    ["totalCatalogs", stats.totalCatalogs, "/admin/catalogs"],
    ["blogPosts", stats.blogPosts, "/admin/blogs"],
  ] as const;
  return (
    <AdminDocument ctx={ctx} title={t("admin:dashboard.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:dashboard.title")}</h1>
      <p className="mt-1 text-slate-600">{t("admin:dashboard.welcome", { name: ctx.admin?.username ?? "" })}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="tiles">
        {tiles.map(([key, value, path]) => (
          <a
            key={key}
            href={href(path)}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-300"
            data-testid={`tile-${key}`}
          >
            <p className="text-sm text-slate-500">{t(`admin:dashboard.${key}`)}</p>
            <p className="mt-1 text-3xl font-extrabold text-slate-900">{formatNumber(ctx.lang, value)}</p>
          </a>
        ))}
      </div>
      <Processing ctx={ctx} />
      <ArabicContent ctx={ctx} counts={stats.missingArabic} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DiskSpace lang={ctx.lang} space={diskSpace(dataDir)} className="" />
        <BackupsStatus lang={ctx.lang} last={lastBackup(dataDir)} everyHours={ctx.backupEveryHours ?? 0} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="font-bold text-slate-900">{t("admin:dashboard.quickActions")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {(
              [
                ["addStore", "/admin/stores/new"],
                ["addBranch", "/admin/branches/new"],
                ["addCatalog", "/admin/catalogs/new"],
                ["addPost", "/admin/blogs/new"],
              ] as const
            ).map(([key, path]) => (
              <li key={key}>
                <a href={href(path)} className="font-medium text-teal-700 hover:underline">
                  + {t(`admin:dashboard.${key}`)}
                </a>
              </li>
            ))}
            <li>
              <a href={href("/admin/messages")} className="font-medium text-teal-700 hover:underline">
                {t("admin:dashboard.unread")}: {stats.unreadMessages}
              </a>
            </li>
          </ul>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
          <h2 className="font-bold text-slate-900">{t("admin:dashboard.recent")}</h2>
          <p className="text-xs text-slate-600">{t("admin:time.listNote")}</p>
          {stats.recentChanges.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t("admin:dashboard.noRecent")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="recent">
              {stats.recentChanges.map((r) => (
                <li key={`${r.type}-${r.id}`} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    {t(`admin:dashboard.types.${r.type}`)}
                  </span>
                  <span className="font-medium text-slate-900" dir="auto">
                    {r.name}
                  </span>
                  <span className="text-slate-500">{t(`admin:dashboard.${r.action}`)}</span>
                  <time dateTime={r.at} className="ms-auto whitespace-nowrap text-xs text-slate-500">
                    {formatDubaiTime(r.at, LANG_META[ctx.lang].locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <h2 className="mt-10 text-lg font-bold text-slate-900">{t("admin:dashboard.manage")}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MANAGE.map((m) => (
          <a
            key={m}
            href={href(`/admin/${m.toLowerCase()}`)}
            className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-300"
          >
            <p className="font-bold text-slate-900">{t(`admin:dashboard.manage${m}`)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(`admin:dashboard.manage${m}Text`)}</p>
          </a>
        ))}
      </div>
    </AdminDocument>
  );
}

/** "3 catalogues processing · 1 failed", linking to the catalogue list; nothing when all are ready. */
function Processing({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const states = listJobStatuses(getDb()).map((s) => s.state);
  const busy = states.filter((s) => s === "queued" || s === "processing").length;
  const failed = states.filter((s) => s === "failed").length;
  if (busy + failed === 0) return null;
  const parts = [
    busy > 0 && t("admin:processing.dashboard_processing", { count: busy }),
    failed > 0 && t("admin:processing.dashboard_failed", { count: failed }),
  ].filter(Boolean);
  return (
    <p className="mt-6">
      <a
        href={localizedPath(ctx.lang, "/admin/catalogs")}
        className={`inline-flex rounded-lg border px-3 py-1.5 text-sm font-medium ${failed ? "border-red-200 bg-red-50 text-red-800 hover:bg-red-100" : "border-sky-200 bg-sky-50 text-sky-900 hover:bg-sky-100"}`}
        data-testid="processing-summary"
      >
        {parts.join(" · ")}
      </a>
    </p>
  );
}

/** How many records of each kind lack Arabic, each a link to its list showing only those. */
function ArabicContent({ ctx, counts }: { ctx: PageContext; counts: Record<ArabicKind, number> }) {
  const t = getT(ctx.lang);
  const lacking = KINDS.filter((kind) => counts[kind] > 0);
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5" data-testid="missing-arabic">
      <h2 className="font-bold text-slate-900">{t("admin:arabic.dashboard.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {lacking.length ? t("admin:arabic.dashboard.text") : t("admin:arabic.dashboard.allDone")}
      </p>
      {lacking.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {lacking.map((kind) => (
            <li key={kind}>
              <a
                href={localizedPath(ctx.lang, `/admin/${kind}?missingArabic=1`)}
                className="inline-flex rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100"
                data-testid={`missing-arabic-${kind}`}
              >
                {t(`admin:arabic.dashboard.${kind}`, { count: counts[kind] })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
