/**
 * The admin area's document: never indexed, never cached, same languages as the site.
 * Signed-in pages get the navigation, the logout button and the client-side gate.
 */
import type { ReactNode } from "react";
import { AdminGate } from "../../client/admin/admin-gate.tsx";
import { AdminI18nProvider } from "../../client/admin/admin-i18n.tsx";
import { LogoutButton } from "../../client/admin/logout-button.tsx";
import { LanguageSwitcher } from "../../client/language-switcher.tsx";
import { Toaster } from "../../client/toaster.tsx";
import { LANG_META, localizedPath } from "../../i18n/languages.ts";
import { getT } from "../../i18n/server.ts";
import type { PageContext } from "../../lib/page-context.ts";
import { TagIcon } from "../icons.tsx";

const NAV = [
  { key: "dashboard", path: "/admin" },
  { key: "messages", path: "/admin/messages" },
  { key: "settings", path: "/admin/settings" },
  { key: "sitemap", path: "/admin/sitemap" },
] as const;

export function AdminDocument({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  const t = getT(ctx.lang);
  const signedIn = !!ctx.admin;
  const loginHref = localizedPath(ctx.lang, "/admin/login");
  const other = ctx.lang === "en" ? "ar" : "en";
  return (
    <html lang={ctx.lang} dir={LANG_META[ctx.lang].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} — ${t("admin:brand")}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={ctx.assets.css} />
      </head>
      <body className="min-h-screen bg-slate-100 antialiased">
        <AdminI18nProvider lang={ctx.lang}>
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
              <a
                href={localizedPath(ctx.lang, signedIn ? "/admin" : "/admin/login")}
                className="flex items-center gap-2 font-extrabold text-slate-900"
              >
                <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-teal-600 text-white">
                  <TagIcon className="h-4 w-4" />
                </span>
                {t("admin:brand")}
              </a>
              {signedIn && (
                <nav className="hidden items-center gap-1 md:flex" aria-label={t("admin:title")}>
                  {NAV.map((n) => (
                    <a
                      key={n.key}
                      href={localizedPath(ctx.lang, n.path)}
                      aria-current={ctx.path === n.path ? "page" : undefined}
                      className={`rounded-lg px-3 py-2 text-sm font-medium ${ctx.path === n.path ? "bg-teal-50 text-teal-800" : "text-slate-600 hover:bg-slate-100"}`}
                    >
                      {t(`admin:nav.${n.key}`)}
                    </a>
                  ))}
                </nav>
              )}
              <div className="ms-auto flex items-center gap-2">
                <a
                  href={localizedPath(ctx.lang, "/")}
                  className="hidden text-sm font-medium text-slate-600 hover:text-teal-700 sm:block"
                >
                  {t("admin:nav.viewSite")}
                </a>
                <LanguageSwitcher href={localizedPath(other, ctx.path)} target={other} />
                {signedIn && (
                  <LogoutButton
                    loginHref={loginHref}
                    className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                  />
                )}
              </div>
            </div>
          </header>
          <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
          <Toaster />
          {signedIn && <AdminGate loginHref={loginHref} />}
        </AdminI18nProvider>
      </body>
    </html>
  );
}
