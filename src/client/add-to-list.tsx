"use client";
/**
 * "Add to list" on an offer's sheet and "Add page to list" on a catalogue page (issue 25 item 1):
 * a form posting to /lists (src/server/list-forms.ts), so it works without JavaScript; with it,
 * the code that adds (./list-add.ts) loads when pressed and the button says where it went. Said
 * here rather than by a toast: in the offer dialog the page's toasts lie under the modal.
 */
import { type FormEvent, useState } from "react";
import { localizedPath } from "#i18n/languages.ts";
import { type AddToListProps, LISTS_PATH } from "#lib/shopping-list.ts";
import { useI18n } from "./i18n-provider.tsx";

export function AddToList({ offerId, catalogId, page, testId }: AddToListProps) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<{ added?: string; failed?: boolean; busy?: boolean }>({});
  const lists = localizedPath(lang, LISTS_PATH);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    setState({ busy: true });
    try {
      const { addToList } = await import("./list-add.ts");
      const item = offerId ? { offerId } : { catalogId: catalogId!, page: page! };
      setState({ added: await addToList(item, t("pages:lists.defaultName")) });
    } catch {
      setState({ failed: true });
    }
  };

  return (
    <form method="post" action={lists} onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="do" value="add" />
      {offerId ? (
        <input type="hidden" name="offer" value={offerId} />
      ) : (
        <>
          <input type="hidden" name="catalog" value={catalogId} />
          <input type="hidden" name="page" value={page} />
        </>
      )}
      <button
        type="submit"
        aria-busy={state.busy || undefined}
        className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800"
        data-testid={testId}
      >
        {t(offerId ? "pages:lists.addToList" : "pages:lists.addPageToList")}
      </button>
      <span role="status" className="text-sm">
        {state.added && (
          <a href={lists} className="font-semibold text-teal-800 underline" data-testid={`${testId}-done`}>
            {t("pages:lists.added", { list: state.added })}
          </a>
        )}
        {state.failed && <span className="text-red-700">{t("pages:lists.addFailed")}</span>}
      </span>
    </form>
  );
}
