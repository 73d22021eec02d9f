/** "/admin/messages" — what visitors sent through the contact form. */
import { MessagesList } from "../../../src/client/admin/messages-list.tsx";
import { AdminDocument } from "../../../src/components/admin/admin-document.tsx";
import { LANG_META } from "../../../src/i18n/languages.ts";
import { getT } from "../../../src/i18n/server.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

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
