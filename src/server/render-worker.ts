/**
 * The render thread's side (render-thread.ts): opens the database it is told and loads the
 * renderer, says it is ready, then renders each page it is asked for and posts the HTML back, in
 * the encodings asked for too (their bytes moved, not copied).
 * What a render logs it logs here, as before.
 */
import { openDatabase, useDatabase } from "#db/client.ts";
import { errorText } from "#lib/log.ts";
import { buildOutput } from "./build-output.ts";
import { bodyBuffers } from "./page-encoding.ts";
import { openPageStore, sharePages } from "./page-store.ts";
import { renderHere } from "./render.tsx";
import type { RenderAnswer, RenderRequest, RenderThreadReady, RenderThreadStart } from "./render-thread.ts";

declare const self: Worker;

self.addEventListener("message", (event: MessageEvent<RenderThreadStart | RenderRequest>) => {
  const message = event.data;
  if ("dbFile" in message) {
    useDatabase(openDatabase(message.dbFile));
    if (message.pages) sharePages(openPageStore(message.pages.file, message.pages.timeline), message.pages);
    // The renderer loads now, not with the first page; a build output that cannot load is said by
    // each render's error, as in the serving thread.
    buildOutput()
      .catch(() => undefined)
      .then(() => self.postMessage({ ready: true } satisfies RenderThreadReady));
    return;
  }
  renderHere(message.pageId, message.ctx, message.encodings, message.keep).then(
    (page) =>
      // Encoded, its text stays here: the serving thread keeps the encodings only (a copy of ~100 KB
      // a render for it to collect would cost the answers it gives meanwhile).
      page.encoded
        ? self.postMessage(
            { id: message.id, page: { ...page, html: "" } } satisfies RenderAnswer,
            bodyBuffers(page.encoded),
          )
        : self.postMessage({ id: message.id, page } satisfies RenderAnswer),
    (error: unknown) => self.postMessage({ id: message.id, error: errorText(error) } satisfies RenderAnswer),
  );
});
