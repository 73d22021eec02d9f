/**
 * The HTML document every public page renders into: <html lang dir>, the head's SEO
 * tags (canonical, hreflang twins, social preview), header, main and footer. Client
 * components below it get their strings through the I18nProvider.
 */
import type { ReactNode } from "react";
import { CatalogViewer } from "#client/catalog-viewer.tsx";
import { I18nProvider } from "#client/i18n-provider.tsx";
import { Toaster } from "#client/toaster.tsx";
import { VisitorTracker } from "#client/visitor-tracker.tsx";
import { clientMessages, LAYOUT_CLIENT_MESSAGES } from "#i18n/client-messages.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { type PreviewImage, SITE_PREVIEW } from "#lib/link-preview.ts";
import type { PageContext } from "#lib/page-context.ts";
import { absoluteUrl } from "#lib/seo-urls.ts";
import { jsonLdText } from "#lib/structured-data.ts";
import { manifestPath, THEME_COLOR } from "#lib/web-manifest.ts";
import type { Activity } from "#schemas/tracking.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

type PageMeta = {
  title?: string;
  description?: string;
  keywords?: string;
  /** Unprefixed path with query of this page's canonical address; defaults to ctx.path. */
  canonical?: string;
  /** Kept out of search engines; "follow" still lets them follow its links (search results). */
  noindex?: boolean | "follow";
  /**
   * The page's own preview image: a drawn one with its type and size (lib/link-preview.ts), or a
   * site path or full URL; the site's og-image otherwise. Its alt text is the page's title.
   */
  image?: PreviewImage | string | null;
  /**
   * The languages this page's content exists in (an article may be published in one); both
   * by default. The canonical link, hreflang alternates, og:locale:alternate and the
   * language switch name only these.
   */
  versions?: readonly Lang[];
  /** Unprefixed path the language switch leads to when the other language has no version of this page. */
  missingTwin?: string;
  /** The Atom feed of what this page lists (src/server/feeds.ts): its unprefixed path and title. */
  feed?: { path: string; title: string };
};

type Props = {
  ctx: PageContext;
  meta?: PageMeta;
  /** What this page counts as for visitor achievements (recorded in the browser). */
  activity?: Activity | null;
  /** schema.org data for this page (null when its required fields are missing). */
  jsonLd?: unknown;
  children: ReactNode;
};

export function Document({ ctx, meta = {}, activity = null, jsonLd = null, children }: Props) {
  const t = getT(ctx.lang);
  const { dir } = LANG_META[ctx.lang];
  const canonicalPath = meta.canonical ?? ctx.path;
  const abs = (lang: Lang) => ctx.origin + localizedPath(lang, canonicalPath);
  const versions = meta.versions?.length ? meta.versions : (["en", "ar"] as const);
  // A page showing another language's version (an English-only article under /ar) is that version's copy.
  const canonicalLang = versions.includes(ctx.lang) ? ctx.lang : versions[0]!;
  const defaultLang = versions.includes("en") ? "en" : versions[0]!;
  const ogLocale = (lang: Lang) => LANG_META[lang].locale.replace("-", "_");
  const other: Lang = ctx.lang === "en" ? "ar" : "en";
  const title = meta.title ?? t("site.defaultTitle");
  const description = meta.description ?? t("site.defaultDescription");
  const preview = typeof meta.image === "string" ? { url: meta.image } : (meta.image ?? SITE_PREVIEW);
  const image = absoluteUrl(ctx.origin, preview.url);
  // Loud rather than an empty footer when a new way of rendering pages forgets the loader.
  if (!ctx.layout) throw new Error("Public pages need ctx.layout (loadLayoutData in the page handler)");
  return (
    <html lang={ctx.lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="keywords" content={meta.keywords ?? t("site.keywords")} />
        {meta.noindex && (
          <meta name="robots" content={meta.noindex === "follow" ? "noindex, follow" : "noindex, nofollow"} />
        )}
        <link rel="canonical" href={abs(canonicalLang)} />
        {versions.map((lang) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={abs(lang)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={abs(defaultLang)} />
        {meta.feed && (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={ctx.origin + localizedPath(ctx.lang, meta.feed.path)}
            title={meta.feed.title}
          />
        )}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={t("site.name")} />
        <meta property="og:locale" content={ogLocale(ctx.lang)} />
        {versions.includes(other) && <meta property="og:locale:alternate" content={ogLocale(other)} />}
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={abs(canonicalLang)} />
        <meta property="og:image" content={image} />
        {"type" in preview && (
          <>
            <meta property="og:image:type" content={preview.type} />
            <meta property="og:image:width" content={String(preview.width)} />
            <meta property="og:image:height" content={String(preview.height)} />
          </>
        )}
        <meta property="og:image:alt" content={title} />
        <meta name="twitter:card" content="summary_large_image" />
        {ctx.twitterSite && <meta name="twitter:site" content={ctx.twitterSite} />}
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={title} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue 25): the manifest in the page's language, the icon iOS puts on the home screen. */}
        <link rel="manifest" href={manifestPath(ctx.lang)} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* Found by the preload scanner with the stylesheet, not after it is parsed and laid out. */}
        {ctx.assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={ctx.assets.css} />
        {ctx.dev && <script src="/__dev/reload.js" async />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonLdText escapes "<" so it cannot close the tag */}
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, LAYOUT_CLIENT_MESSAGES)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            {t("nav.skipToContent")}
          </a>
          <SiteHeader
            ctx={ctx}
            missingTwin={versions.includes(other) ? undefined : localizedPath(other, meta.missingTwin ?? "/")}
          />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter ctx={ctx} featured={ctx.layout.featuredStores} />
          <CatalogViewer />
          <Toaster />
          <VisitorTracker activity={activity} />
        </I18nProvider>
      </body>
    </html>
  );
}
