/** "/admin/tokens" — API tokens for retailers' and operators' own tools (issue 27). */
import { ApiTokens } from "#client/admin/api-tokens.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminTokensPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:tokens.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:tokens.title")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("admin:tokens.subtitle")}</p>
      <div className="mt-6">
        <ApiTokens locale={LANG_META[ctx.lang].locale} />
      </div>
    </AdminDocument>
  );
}
