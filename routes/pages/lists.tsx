/**
 * "/lists" — the visitor's shopping lists (issue 25 item 1): several named lists, the chosen
 * one (?list=) grouped by store with subtotals and the total, each item ticked off, changed or
 * removed by forms that post (and at once with JavaScript: src/client/shopping-list.tsx), and its
 * share link. Personal: rendered for each request from the visitor cookie, never cached
 * (src/server/personal-pages.ts).
 */
import { I18nProvider } from "#client/i18n-provider.tsx";
import { ShoppingList } from "#client/shopping-list.tsx";
import { Document } from "#components/layout/document.tsx";
import { itemViews } from "#components/lists/item-views.ts";
import { ListShare } from "#components/lists/list-share.tsx";
import { getDb } from "#db/client.ts";
import { listShoppingLists } from "#db/queries/shopping-lists.ts";
import { clientMessages } from "#i18n/client-messages.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { PageContext } from "#lib/page-context.ts";
import { LISTS_PATH } from "#lib/shopping-list.ts";

const ERRORS = new Set(["invalid", "notFound", "tooMany", "busy"]);
const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base";
const button = "min-h-11 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800";

export default function ListsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const action = localizedPath(ctx.lang, LISTS_PATH);
  const lists = ctx.visitor ? listShoppingLists(db, ctx.visitor) : [];
  const chosen = lists.find((l) => String(l.id) === ctx.query.list) ?? lists[0];
  const items = chosen ? itemViews(db, ctx.lang, chosen.id, dubaiToday()) : [];
  const error = ERRORS.has(ctx.query.error ?? "") ? ctx.query.error : null;
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:lists.title")} — ${t("site.name")}`,
        description: t("pages:lists.metaDescription"),
        canonical: LISTS_PATH,
        noindex: true,
      }}
    >
      <section className="bg-gradient-to-br from-teal-800 to-emerald-600">
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-white">{t("pages:lists.title")}</h1>
          <p className="mt-2 max-w-2xl text-teal-50">{t("pages:lists.intro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
        {error && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800"
            data-testid="list-error"
          >
            {t(`pages:lists.errors.${error}`)}
          </p>
        )}
        {lists.length > 0 && (
          <nav aria-label={t("pages:lists.yourLists")}>
            <ul className="flex flex-wrap gap-2">
              {lists.map((l) => (
                <li key={l.id}>
                  <a
                    href={`${action}?list=${l.id}`}
                    aria-current={l.id === chosen?.id ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${l.id === chosen?.id ? "border-teal-700 bg-teal-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
                  >
                    <bdi>{l.name}</bdi>
                    <span className="font-normal">({t("pages:lists.itemCount", { count: l.itemCount })})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {chosen ? (
          <section className="mt-6" aria-labelledby="list-name">
            <h2 id="list-name" className="text-2xl font-bold text-slate-900" data-testid="list-name">
              <bdi>{chosen.name}</bdi>
            </h2>
            <details className="mt-2" data-testid="list-rename">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-teal-800 underline">
                {t("pages:lists.rename")}
              </summary>
              <form method="post" action={action} className="flex max-w-md items-end gap-2">
                <input type="hidden" name="do" value="rename" />
                <input type="hidden" name="list" value={chosen.id} />
                <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
                  {t("pages:lists.listName")}
                  <input type="text" name="name" required maxLength={60} defaultValue={chosen.name} className={field} />
                </label>
                <button type="submit" className={button}>
                  {t("pages:lists.saveName")}
                </button>
              </form>
            </details>
            <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ["pages:lists", "pages:offerSheet"])}>
              <ShoppingList
                key={chosen.id}
                listId={chosen.id}
                items={items}
                action={action}
                otherOpen={lists.reduce((n, l) => n + (l.id === chosen.id ? 0 : l.openCount), 0)}
              />
            </I18nProvider>
            <ListShare ctx={ctx} list={chosen} items={items} action={action} />
            <form method="post" action={action} className="mt-8">
              <input type="hidden" name="do" value="delete-list" />
              <input type="hidden" name="list" value={chosen.id} />
              <button type="submit" className="min-h-11 text-sm font-semibold text-red-700 underline">
                {t("pages:lists.deleteList")}
              </button>
            </form>
          </section>
        ) : (
          <p className="rounded-lg bg-slate-50 p-4 text-slate-700" data-testid="lists-none">
            {t("pages:lists.noLists")}
          </p>
        )}
        <form
          method="post"
          action={action}
          className="mt-10 flex max-w-md items-end gap-2 border-t border-slate-200 pt-6"
        >
          <input type="hidden" name="do" value="create" />
          <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
            {t("pages:lists.newListName")}
            <input type="text" name="name" required maxLength={60} className={field} />
          </label>
          <button type="submit" className={button}>
            {t("pages:lists.create")}
          </button>
        </form>
      </div>
    </Document>
  );
}
