/**
 * "/lists/shared/{token}" — a shopping list shared with a link (issue 25 item 2): read-only,
 * grouped by store with the total, with a link preview (the list's name and item count, its first
 * store's picture), "Copy to my lists" (a form posting to /lists), the share sheet or Copy link
 * and WhatsApp with the list as text. A token nobody holds (guessed, revoked) is the 404 page.
 * Never cached: revoking must take effect at once (src/server/personal-pages.ts).
 */
import { ShareButton } from "#client/share-button.tsx";
import { Document } from "#components/layout/document.tsx";
import { itemViews } from "#components/lists/item-views.ts";
import { ListGroups } from "#components/lists/list-groups.tsx";
import { getDb } from "#db/client.ts";
import { findSharedList } from "#db/queries/shopping-lists.ts";
import { storePictures } from "#db/queries/stores.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import { previewImage, SITE_PREVIEW } from "#lib/link-preview.ts";
import type { PageContext } from "#lib/page-context.ts";
import { ShareBar } from "#lib/share-bar.tsx";
import { LISTS_PATH, listAsText, sharedListPath } from "#lib/shopping-list.ts";
import NotFoundPage from "./not-found.tsx";

export default function SharedListPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const token = ctx.params.token ?? "";
  const list = findSharedList(db, token);
  if (!list) return <NotFoundPage ctx={ctx} />;
  const items = itemViews(db, ctx.lang, list.id, dubaiToday());
  const path = sharedListPath(token);
  const url = ctx.origin + localizedPath(ctx.lang, path);
  const firstStore = items.find((i) => i.store)?.store;
  const pictures = firstStore ? storePictures(db, firstStore) : undefined;
  const title = `${t("pages:lists.sharedTitle", { name: list.name })} · ${t("pages:lists.sharedCount", { count: list.itemCount })}`;
  return (
    <Document
      ctx={ctx}
      meta={{
        title,
        description: t("pages:lists.sharedDescription", { count: list.itemCount }),
        canonical: path,
        noindex: true,
        image: pictures
          ? previewImage("stores", pictures.id, [pictures.image, pictures.logo], ctx.origin)
          : SITE_PREVIEW,
      }}
    >
      <section className="bg-gradient-to-br from-teal-800 to-emerald-600">
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-white" data-testid="shared-name">
            <bdi>{list.name}</bdi>
          </h1>
          <p className="mt-1 text-teal-50">{t("pages:lists.sharedCount", { count: list.itemCount })}</p>
          <p className="mt-2 max-w-2xl text-teal-50">{t("pages:lists.sharedIntro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <form method="post" action={localizedPath(ctx.lang, LISTS_PATH)}>
            <input type="hidden" name="do" value="copy" />
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="min-h-11 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
              data-testid="shared-copy"
            >
              {t("pages:lists.copy")}
            </button>
          </form>
          <ShareBar
            Share={ShareButton}
            url={url}
            title={list.name}
            text={listAsText(t, list.name, items)}
            t={t}
            testId="shared"
          />
        </div>
        <ListGroups items={items} t={t} lang={ctx.lang} />
      </div>
    </Document>
  );
}
