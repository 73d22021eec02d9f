/**
 * The viewer's page for a processed catalogue: the page's 1400 px image, over its 480 px image
 * while it loads (a card's cover is page 1's, so that one is usually cached already). Zoom
 * scales the image (100% = the stage's width, up to a reading width of 960 px); the next page is
 * fetched ahead so turning to it is instant. `layer` puts the page's offers over the image,
 * in a frame the image's own size.
 */
import { type ReactNode, useEffect } from "react";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import type { ViewerPages } from "#lib/viewer.ts";

type Props = {
  pages: ViewerPages;
  page: number;
  zoom: number;
  alt: string;
  layer: (page: ReactNode) => ReactNode;
};

export function ImageStage({ pages, page, zoom, alt, layer }: Props) {
  const [width, height] = pages.sizes[page - 1] ?? pages.sizes[0]!;

  useEffect(() => {
    if (page >= pages.sizes.length) return;
    const next = new Image();
    next.src = pageImageUrl(pages.hash, page + 1, 1400);
  }, [pages, page]);

  return (
    // The reading width is lib/viewer.ts READING_WIDTH (60rem); data-zoom-page: the page a zoom keeps in place (viewer-zoom.ts).
    <div className="mx-auto" style={{ width: `calc(min(100%, 60rem) * ${zoom / 100})` }} data-zoom-page="">
      {layer(
        <img
          // A new element per page: the previous page's large image must not stay on screen meanwhile.
          key={page}
          src={pageImageUrl(pages.hash, page, 1400)}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          draggable={false}
          className="block h-auto w-full max-w-none select-none bg-white shadow-2xl"
          style={{
            backgroundImage: `url("${pageImageUrl(pages.hash, page, 480)}")`,
            backgroundSize: "100% 100%",
            backgroundRepeat: "no-repeat",
          }}
          data-testid="viewer-image"
          data-page={page}
        />,
      )}
    </div>
  );
}
