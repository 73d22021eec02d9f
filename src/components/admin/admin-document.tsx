/**
 * The admin area's document: never indexed, never cached, same languages as the site.
 * Signed-in pages get the navigation, the logout button and the client-side gate.
 */
import type { ReactNode } from "react";
import { AdminGate } from "#client/admin/admin-gate.tsx";
import { AdminI18nProvider } from "#client/admin/admin-i18n.tsx";
import { AdminNav } from "#client/admin/admin-nav.tsx";
import { LogoutButton } from "#client/admin/logout-button.tsx";
import { I18nProvider } from "#client/i18n-provider.tsx";
import { LanguageSwitcher } from "#client/language-switcher.tsx";
import { Toaster } from "#client/toaster.tsx";
import { TagIcon } from "#components/icons.tsx";
import { clientMessages } from "#i18n/client-messages.ts";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { WHOLE_DOCUMENT } from "#lib/island-marker.ts";
import type { PageContext } from "#lib/page-context.ts";

/** Every admin section, in the order of the navigation; the label key is admin:<label>. */
const SECTIONS = [
  { key: "dashboard", path: "/admin", label: "nav.dashboard" },
  { key: "analytics", path: "/admin/analytics", label: "nav.analytics" },
  { key: "stores", path: "/admin/stores", label: "extra.nav.stores" },
  { key: "branches", path: "/admin/branches", label: "extra.nav.branches" },
  { key: "catalogs", path: "/admin/catalogs", label: "extra.nav.catalogs" },
  { key: "blogs", path: "/admin/blogs", label: "extra.nav.blogs" },
  { key: "categories", path: "/admin/categories", label: "extra.nav.categories" },
  { key: "emirates", path: "/admin/emirates", label: "extra.nav.emirates" },
  { key: "messages", path: "/admin/messages", label: "nav.messages" },
  { key: "sitemap", path: "/admin/sitemap", label: "nav.sitemap" },
  { key: "transfer", path: "/admin/import", label: "nav.transfer" },
  { key: "tokens", path: "/admin/tokens", label: "nav.tokens" },
  { key: "audit", path: "/admin/audit", label: "nav.audit" },
  { key: "settings", path: "/admin/settings", label: "nav.settings" },
] as const;

/** The section a path belongs to: /admin/stores/edit/3 is in Stores; /admin only is the dashboard. */
const inSection = (path: string, section: string) =>
  path === section || (section !== "/admin" && path.startsWith(`${section}/`));

export function AdminDocument({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  const t = getT(ctx.lang);
  const signedIn = !!ctx.admin;
  const loginHref = localizedPath(ctx.lang, "/admin/login");
  const other = ctx.lang === "en" ? "ar" : "en";
  return (
    // Hydrated as one root, not island by island (src/client/hydrate.tsx says why).
    <html lang={ctx.lang} dir={LANG_META[ctx.lang].dir} {...{ [WHOLE_DOCUMENT]: "" }}>
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
          {/* The public client components here (language switch, toasts) read the public dictionary. */}
          <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ["language", "toast"])}>
            <header className="border-b border-slate-200 bg-white">
              <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
                <a
                  href={localizedPath(ctx.lang, signedIn ? "/admin" : "/admin/login")}
                  className="flex min-w-0 items-center gap-2 font-extrabold leading-tight text-slate-900"
                >
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-white">
                    <TagIcon className="h-4 w-4" />
                  </span>
                  {t("admin:brand")}
                </a>
                <div className="ms-auto flex shrink-0 items-center gap-2">
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
                      className="h-9 whitespace-nowrap rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                    />
                  )}
                </div>
              </div>
              {signedIn && (
                <AdminNav
                  items={SECTIONS.map((n) => ({
                    key: n.key,
                    href: localizedPath(ctx.lang, n.path),
                    label: t(`admin:${n.label}`),
                    current: inSection(ctx.path, n.path),
                  }))}
                />
              )}
            </header>
            <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
            <Toaster />
            {signedIn && <AdminGate loginHref={loginHref} />}
          </I18nProvider>
        </AdminI18nProvider>
      </body>
    </html>
  );
}
