/**
 * What surrounds every admin resource form's fields: the placeholder while loading, the state
 * of a record gone since the page was served, and the save/cancel row.
 */
import { useTranslation } from "react-i18next";
import type { ResourceNs } from "./resource-messages.ts";

export function FormSkeleton() {
  return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
}

/** The edited record was deleted meanwhile (the server checked it when it served the page): say so, and lead back. */
export function RecordGone({ ns, listHref }: { ns: ResourceNs; listHref: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center" data-testid="record-not-found">
      <p className="text-lg font-bold text-slate-900">{t(`${ns}.notFound`)}</p>
      <p className="mt-2 text-slate-600">{t("recordNotFound")}</p>
      <a href={listHref} className="mt-4 inline-block font-semibold text-teal-700 hover:underline">
        {t(`${ns}.back`)}
      </a>
    </div>
  );
}

type Props = {
  ns: ResourceNs;
  isNew: boolean;
  saving: boolean;
  listHref: string /** Also blocks saving (an upload under way). */;
  busy?: boolean;
};

/** "Create"/"Update" (reading "Creating…"/"Updating…" while saving) and a Cancel link back to the list. */
export function FormActions({ ns, isNew, saving, listHref, busy = false }: Props) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex gap-3">
      <button
        type="submit"
        disabled={saving || busy}
        className="h-10 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {saving ? (isNew ? t(`${ns}.creating`) : t(`${ns}.updating`)) : isNew ? t(`${ns}.create`) : t(`${ns}.update`)}
      </button>
      <a
        href={listHref}
        className="flex h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        {t(`${ns}.cancel`)}
      </a>
    </div>
  );
}
