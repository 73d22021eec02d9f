/** The dashboard's free disk space (of DATA_DIR), with a warning when it runs low. */
import { LANG_META, type Lang } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";

export type DiskFigures = { free: number; total: number; low: boolean };

/** 734 MB, 12.3 GB, 1.2 TB in the page's language. */
function size(lang: Lang, bytes: number): string {
  const [unit, value] =
    bytes >= 1024 ** 4
      ? (["terabyte", bytes / 1024 ** 4] as const)
      : bytes >= 1024 ** 3
        ? (["gigabyte", bytes / 1024 ** 3] as const)
        : (["megabyte", bytes / 1024 ** 2] as const);
  return new Intl.NumberFormat(LANG_META[lang].locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

export function DiskSpace({
  lang,
  space,
  className = "mt-8",
}: {
  lang: Lang;
  space: DiskFigures | null;
  className?: string;
}) {
  const t = getT(lang);
  const percent = space
    ? new Intl.NumberFormat(LANG_META[lang].locale, { style: "percent" }).format(
        space.total ? space.free / space.total : 0,
      )
    : "";
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 ${className}`} data-testid="disk-space">
      <h2 className="font-bold text-slate-900">{t("admin:dashboard.disk.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {space
          ? t("admin:dashboard.disk.free", { free: size(lang, space.free), total: size(lang, space.total), percent })
          : t("admin:dashboard.disk.unknown")}
      </p>
      {space?.low && (
        <p
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          data-testid="disk-low"
        >
          {t("admin:dashboard.disk.low")}
        </p>
      )}
    </section>
  );
}
