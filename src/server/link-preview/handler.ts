/**
 * GET /media/previews/{stores|posts}/{id}.jpg: a store's or published post's link preview
 * (lib/link-preview.ts says when a page names one), drawn from its pictures under
 * DATA_DIR/media (draw.ts) and made, kept and cached like every image made on request
 * (made-images.ts). A picture elsewhere is never fetched: what the site does not hold is left
 * out, and with nothing left the answer is a 404 (the page then names the site's own preview).
 */
import { join } from "node:path";
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { findPublishedPostPicture } from "#db/queries/posts.ts";
import { findStorePictures } from "#db/queries/stores.ts";
import { type PreviewKind, previewVersion } from "#lib/link-preview.ts";
import { localMediaPath } from "#lib/media-path.ts";
import type { Config } from "../config.ts";
import type { MadeImages } from "../made-images.ts";
import { drawPreview } from "./draw.ts";
import { readPictureFile } from "./picture-file.ts";

/** The pictures a preview is drawn from, in the order previewVersion hashes them, or undefined. */
function sourcesOf(kind: PreviewKind, id: number): { cover: string | null; logo: string | null } | undefined {
  if (kind === "stores") {
    const store = findStorePictures(getDb(), id);
    return store && { cover: store.image, logo: store.logo };
  }
  const post = findPublishedPostPicture(getDb(), id);
  return post && { cover: post.image, logo: null };
}

export function linkPreviewHandler(config: Config, answer: MadeImages) {
  const mediaDir = join(config.dataDir, "media");
  const read = async (url: string | null) => {
    const path = url && localMediaPath(url, config.publicOrigin);
    return path ? readPictureFile(mediaDir, path) : null;
  };

  return async (c: Context) => {
    const kind = c.req.param("kind") as PreviewKind;
    const id = Number(c.req.param("file")?.replace(/\.jpg$/, ""));
    const sources = Number.isSafeInteger(id) ? sourcesOf(kind, id) : undefined;
    if (!sources) return c.notFound();
    const version = previewVersion(kind === "stores" ? [sources.cover, sources.logo] : [sources.cover]);
    return answer(c, {
      key: `preview:${kind}:${id}:${version}`,
      version,
      contentType: "image/jpeg",
      make: async () => {
        const [cover, logo] = await Promise.all([read(sources.cover), read(sources.logo)]);
        return cover || logo ? drawPreview({ cover, logo }) : null;
      },
    });
  };
}
