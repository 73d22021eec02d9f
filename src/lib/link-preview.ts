/**
 * A page's link-preview image (og:image and its tags, issue 24): crawlers (WhatsApp, X,
 * Facebook) show JPEG or PNG, never SVG, so a store's or post's own picture is drawn into a
 * 1200×630 JPEG by the server (src/server/link-preview/) when the site holds the file, and the
 * site's own PNG stands in otherwise. The address carries a version made from the sources and
 * the drawing, so a new picture gets a new address while an unchanged one is cached for good.
 */
import { localMediaPath } from "./media-path.ts";
import { shortHash } from "./short-hash.ts";

export type PreviewImage = { url: string; type: "image/jpeg" | "image/png"; width: number; height: number };

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The site's own preview (public/og-image.png). */
export const SITE_PREVIEW: PreviewImage = { url: "/og-image.png", type: "image/png", ...PREVIEW_SIZE };

/** What the drawings look like; bump it when the drawing changes, so crawlers fetch the new one. */
const DRAWING = "1";

export type PreviewKind = "stores" | "posts";

/** The version of a preview drawn from `sources` (picture addresses, null for none). */
export function previewVersion(sources: readonly (string | null)[]): string {
  return shortHash(`${DRAWING}|${sources.join("|")}`);
}

/**
 * The preview of a store (`sources` = [cover, logo]) or a post ([picture]): drawn when one of the
 * pictures is a file of this site (on `origin` or a /media path), the site's own otherwise.
 */
export function previewImage(kind: PreviewKind, id: number, sources: readonly (string | null)[], origin: string) {
  if (!sources.some((url) => url && localMediaPath(url, origin))) return SITE_PREVIEW;
  const preview: PreviewImage = {
    url: `/media/previews/${kind}/${id}.jpg?v=${previewVersion(sources)}`,
    type: "image/jpeg",
    ...PREVIEW_SIZE,
  };
  return preview;
}
