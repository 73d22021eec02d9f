import type { ReactNode } from "react";
import { TagIcon } from "#components/icons.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { LayoutData, PageContext } from "#lib/page-context.ts";

/** Footer: about line, quick links, up to 14 featured stores, copyright with this year in Dubai. */
export function SiteFooter({ ctx, featured }: { ctx: PageContext; featured: LayoutData["featuredStores"] }) {
  const t = getT(ctx.lang);
  const link = (path: string, label: ReactNode) => (
    <li key={path}>
      <a href={localizedPath(ctx.lang, path)} className="text-slate-400 transition-colors hover:text-white">
        {label}
      </a>
    </li>
  );
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300" data-emirate-links="">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-teal-600">
              <TagIcon className="h-4 w-4" />
            </span>
            {t("site.name")}
          </p>
          <p className="mt-3 leading-relaxed text-slate-400">{t("footer.about")}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-3 space-y-2">
            {link("/", t("nav.home"))}
            {link("/stores", t("nav.stores"))}
            {link("/catalogs", t("nav.catalogs"))}
            {link("/blog", t("nav.blog"))}
            {link("/about", t("footer.aboutUs"))}
            {link("/contact", t("footer.contact"))}
            {link("/privacy", t("footer.privacy"))}
            {link("/terms", t("footer.terms"))}
          </ul>
        </div>
        <div className="md:col-span-2">
          <h2 className="font-semibold text-white">{t("footer.featuredStores")}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
            {featured.map((s) => link(`/store/${s.slug}`, <LocalizedText lang={ctx.lang} en={s.name} ar={s.nameAr} />))}
          </ul>
          <a
            href={localizedPath(ctx.lang, "/stores?featured=true")}
            className="mt-4 inline-block font-medium text-teal-400 hover:text-teal-300"
          >
            {t("footer.allFeatured")}
          </a>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          {t("footer.copyright", { year: dubaiToday().slice(0, 4) })}
        </p>
      </div>
    </footer>
  );
}
