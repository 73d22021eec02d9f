/** "/admin/messages" — what visitors sent through the contact form. */
import { MessagesList } from "#client/admin/messages-list.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminMessagesPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:messages.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:messages.title")}</h1>
      <p className="mt-1 text-slate-600">{t("admin:messages.subtitle")}</p>
      <div className="mt-6">
        <MessagesList locale={LANG_META[ctx.lang].locale} />
      </div>
    </AdminDocument>
  );
}
