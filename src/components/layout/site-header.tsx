import { EmirateLinks } from "#client/emirate-links.tsx";
import { EmirateSelect } from "#client/emirate-select.tsx";
import { LanguageSwitcher } from "#client/language-switcher.tsx";
import { ListsLink } from "#client/lists-link.tsx";
import { MobileMenu } from "#client/mobile-menu.tsx";
import { SearchIcon, TagIcon } from "#components/icons.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { emirateOptions, knownEmirate } from "#lib/emirates.ts";
import type { PageContext } from "#lib/page-context.ts";
import { LISTS_PATH } from "#lib/shopping-list.ts";

const NAV = [
  { key: "home", path: "/" },
  { key: "stores", path: "/stores" },
  { key: "catalogs", path: "/catalogs" },
  { key: "blog", path: "/blog" },
  // What this visitor follows and saved (filled in by the browser; the page is the same for all).
  { key: "myDeals", path: "/my-deals" },
] as const;

function isActive(current: string, path: string) {
  return path === "/"
    ? current === "/"
    : current === path || current.startsWith(`${path}/`) || (path === "/stores" && current.startsWith("/store/"));
}

/**
 * The site header: logo, navigation, emirate selector, language switch, phone menu. The
 * switch leads to this page in the other language, or to `missingTwin` when that version
 * does not exist (an article published in one language).
 */
export function SiteHeader({ ctx, missingTwin }: { ctx: PageContext; missingTwin?: string }) {
  const t = getT(ctx.lang);
  // Labelled here, so the browser needs no emirate list of its own.
  const emirates = emirateOptions(t);
  const other = ctx.lang === "en" ? "ar" : "en";
  const search = new URLSearchParams(ctx.query).toString();
  const twin = localizedPath(other, ctx.path) + (search ? `?${search}` : "");
  // The emirate selector returns to this page; it shows the emirate this URL lists.
  const here = localizedPath(ctx.lang, ctx.path) + (search ? `?${search}` : "");
  const emirate = knownEmirate(ctx.query.emirate) ?? "all";
  const links = (mobile: boolean) =>
    NAV.map((item) => {
      const active = isActive(ctx.path, item.path);
      return (
        <a
          key={item.key}
          href={localizedPath(ctx.lang, item.path)}
          aria-current={active ? "page" : undefined}
          className={
            mobile
              ? `block rounded-lg px-3 py-3 text-base font-medium ${active ? "bg-teal-50 text-teal-800" : "text-slate-700 hover:bg-slate-50"}`
              : `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${active ? "bg-teal-50 text-teal-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"}`
          }
        >
          {t(`nav.${item.key}`)}
        </a>
      );
    });
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur" data-emirate-links="">
      <EmirateLinks />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href={localizedPath(ctx.lang, "/")}
          className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900"
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-teal-600 to-emerald-500 text-white shadow-sm">
            <TagIcon className="h-5 w-5" />
          </span>
          <span>{t("site.name")}</span>
        </a>
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {links(false)}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <HeaderSearch ctx={ctx} />
          <div className="hidden sm:block">
            <EmirateSelect back={here} selected={emirate} options={emirates} />
          </div>
          <ListsLink href={localizedPath(ctx.lang, LISTS_PATH)} current={ctx.path === LISTS_PATH} />
          <LanguageSwitcher href={missingTwin ?? twin} target={other} followUrl={!missingTwin} />
          <MobileMenu>
            <nav aria-label={t("nav.main")} className="flex flex-col gap-1">
              {links(true)}
            </nav>
            <div className="mt-4 border-t border-slate-100 pt-4 sm:hidden">
              <EmirateSelect back={here} selected={emirate} options={emirates} compact />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

/**
 * Search inside catalogues from every page: a compact box on wide screens, an icon link to
 * /search on narrow ones (the page has the full form). The search page itself needs neither box.
 */
function HeaderSearch({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const action = localizedPath(ctx.lang, "/search");
  const onSearch = ctx.path === "/search";
  return (
    <>
      {onSearch ? null : (
        <form
          action={action}
          method="get"
          role="search"
          aria-label={t("siteSearch.label")}
          className="hidden h-9 items-center rounded-lg border border-slate-300 bg-white focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30 lg:flex"
          data-testid="header-search"
        >
          <label htmlFor="header-search" className="sr-only">
            {t("siteSearch.label")}
          </label>
          <input
            id="header-search"
            type="search"
            name="q"
            maxLength={200}
            dir="auto"
            placeholder={t("siteSearch.placeholder")}
            className="h-full w-44 bg-transparent ps-3 text-sm focus:outline-none xl:w-56"
          />
          <button
            type="submit"
            className="flex h-full w-9 items-center justify-center text-slate-500 hover:text-teal-700"
            title={t("siteSearch.open")}
          >
            <SearchIcon className="h-4 w-4" />
            <span className="sr-only">{t("siteSearch.open")}</span>
          </button>
        </form>
      )}
      <a
        href={action}
        aria-current={onSearch ? "page" : undefined}
        title={t("siteSearch.label")}
        className={`inline-flex h-9 w-9 items-center justify-center rounded-lg border hover:border-teal-600 hover:text-teal-700 ${onSearch ? "border-teal-600 bg-teal-50 text-teal-800" : "border-slate-300 text-slate-700 lg:hidden"}`}
        data-testid="header-search-link"
      >
        <SearchIcon className="h-5 w-5" />
        <span className="sr-only">{t("siteSearch.label")}</span>
      </a>
    </>
  );
}
