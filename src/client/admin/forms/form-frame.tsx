/** What surrounds every admin resource form's fields: the placeholder while loading and the save/cancel row. */
import { useTranslation } from "react-i18next";
import type { ResourceNs } from "./resource-messages.ts";

export function FormSkeleton() {
  return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
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
