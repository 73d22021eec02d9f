/**
 * The document of a page made to sit in an iframe on a retailer's own site (issue 27, item 6):
 * no site header or footer (its only script counts views, like every page's), kept out of search engines (the full catalogue pages are
 * the ones to index); its canonical link names the page it shows on the site.
 */
import type { ReactNode } from "react";
import { LANG_META } from "#i18n/languages.ts";
import type { PageContext } from "#lib/page-context.ts";

export function EmbedDocument({
  ctx,
  title,
  canonical,
  children,
}: {
  ctx: PageContext;
  title: string;
  /** The full URL of what the embed shows on the site. */
  canonical?: string;
  children: ReactNode;
}) {
  return (
    <html lang={ctx.lang} dir={LANG_META[ctx.lang].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <title>{title}</title>
        <meta name="robots" content="noindex, follow" />
        {canonical && <link rel="canonical" href={canonical} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {ctx.assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={ctx.assets.css} />
        {ctx.dev && <script src="/__dev/reload.js" async />}
      </head>
      <body className="flex h-dvh flex-col bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
