/**
 * A list's share section on /lists: "Share this list" (a form that makes the read-only link), or
 * once shared, the link itself with the share sheet / Copy link, WhatsApp (the list as text) and
 * "Stop sharing", which revokes the link.
 */
import { ShareButton } from "#client/share-button.tsx";
import type { ListSummary } from "#db/queries/shopping-lists.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";
import { ShareBar } from "#lib/share-bar.tsx";
import { type ItemView, listAsText, sharedListPath } from "#lib/shopping-list.ts";

export function ListShare({
  ctx,
  list,
  items,
  action,
}: {
  ctx: PageContext;
  list: ListSummary;
  items: ItemView[];
  action: string;
}) {
  const t = getT(ctx.lang);
  const hidden = (act: string) => (
    <>
      <input type="hidden" name="do" value={act} />
      <input type="hidden" name="list" value={list.id} />
    </>
  );
  const url = list.shareToken ? ctx.origin + localizedPath(ctx.lang, sharedListPath(list.shareToken)) : null;
  return (
    <section
      className="mt-8 rounded-lg border border-slate-200 p-4"
      aria-labelledby="list-share"
      data-testid="list-share"
    >
      <h3 id="list-share" className="text-lg font-bold text-slate-900">
        {t("pages:lists.share")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("pages:lists.shareIntro")}</p>
      {url ? (
        <>
          <p className="mt-3 text-sm">
            <span className="font-semibold text-slate-800">{t("pages:lists.shareLink")}: </span>
            <a href={url} dir="ltr" className="break-all text-teal-800 underline" data-testid="list-share-link">
              {url}
            </a>
          </p>
          <div className="mt-3">
            <ShareBar
              Share={ShareButton}
              url={url}
              title={list.name}
              text={listAsText(t, list.name, items)}
              t={t}
              testId="list"
            />
          </div>
          <form method="post" action={action} className="mt-3">
            {hidden("unshare")}
            <button type="submit" className="min-h-11 text-sm font-semibold text-slate-700 underline">
              {t("pages:lists.stopSharing")}
            </button>
          </form>
        </>
      ) : (
        <form method="post" action={action} className="mt-3">
          {hidden("share")}
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
            data-testid="list-share-make"
          >
            {t("pages:lists.share")}
          </button>
        </form>
      )}
    </section>
  );
}
