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
      <p className="mt-1 text-slate-600">
        {t("admin:tokens.sendAs")}{" "}
        <code dir="ltr" className="rounded bg-white px-1.5 py-0.5 font-mono text-sm text-slate-900">
          Authorization: Bearer &lt;token&gt;
        </code>
      </p>
      <div className="mt-6">
        <ApiTokens locale={LANG_META[ctx.lang].locale} />
      </div>
    </AdminDocument>
  );
}
