import { PAGE_WIDTHS, pageImageUrl } from "#lib/catalog-processing.ts";

/**
 * A processed page's image: both widths in srcset (a phone takes the 480 px one), its size
 * set so nothing moves while it loads. The page a URL is about loads first (eager, high priority).
 */
export function PageImage({
  hash,
  page,
  width,
  height,
  alt,
}: {
  hash: string;
  page: number;
  width: number;
  height: number;
  alt: string;
}) {
  return (
    <img
      src={pageImageUrl(hash, page, 1400)}
      srcSet={PAGE_WIDTHS.map((w) => `${pageImageUrl(hash, page, w)} ${w}w`).join(", ")}
      // The image column is at most 42rem wide on a desktop, the screen's width less its padding on a phone.
      sizes="(min-width: 1024px) 42rem, calc(100vw - 2rem)"
      width={width}
      height={height}
      alt={alt}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className="h-auto w-full rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="page-image"
    />
  );
}
