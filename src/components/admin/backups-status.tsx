/**
 * The dashboard's backups: when the newest full archive in DATA_DIR/backups was taken (in Dubai
 * time, saying so) and by what, and how the schedule works (issue 24, item 22).
 */
import { LANG_META, type Lang } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { formatDubaiTime } from "#lib/dates.ts";

type Props = {
  lang: Lang;
  /** The newest full archive (src/server/backup-archives.ts), or none. */
  last: { at: Date; kind: "scheduled" | "backup" } | null;
  /** BACKUP_EVERY_HOURS; 0 = scheduled backups off. */
  everyHours: number;
  className?: string;
};

export function BackupsStatus({ lang, last, everyHours, className = "" }: Props) {
  const t = getT(lang);
  const time = last ? formatDubaiTime(last.at, LANG_META[lang].locale) : "";
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 ${className}`} data-testid="backups">
      <h2 className="font-bold text-slate-900">{t("admin:dashboard.backups.title")}</h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="last-backup">
        {last ? (
          t("admin:dashboard.backups.last", {
            time: t("admin:time.inDubai", { time }),
            kind: t(`admin:dashboard.backups.kinds.${last.kind}`),
          })
        ) : (
          <span className="font-medium text-amber-800">{t("admin:dashboard.backups.none")}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {everyHours > 0 ? t("admin:dashboard.backups.every", { count: everyHours }) : t("admin:dashboard.backups.off")}
      </p>
    </section>
  );
}
