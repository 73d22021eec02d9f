/**
 * The shape of what `npm run build` generates (dist/build/glue.ts). Committed, so the
 * server typechecks on a fresh checkout; scripts/build.ts writes a glue of this shape.
 */
import type { ReactNode } from "react";
import type { PageContext } from "#lib/page-context.ts";
import type { ClientExport, IslandRecorder } from "./island-html.tsx";
import type { ReferenceOf } from "./island-payload.ts";

/** Client manifest for the Flight renderer: source path -> browser module. */
export type ClientManifest = Record<string, { id: string; chunks: string[]; name: string; async: boolean }>;

/** The prebuilt RSC bundle's entry (routes/rsc-entry.tsx): a page by id, as a Flight stream. */
export type RenderFlight = (
  pageId: string,
  ctx: PageContext,
  clientManifest: ClientManifest,
  onError: (error: unknown) => void,
) => ReadableStream<Uint8Array>;

/** The HTML bundle (routes/html-entry.tsx). */
export type HtmlRender = {
  /** The page's element for react-dom/server, and the recorder its islands note themselves in. */
  page: (
    pageId: string,
    ctx: PageContext,
    resolve: (ref: ClientExport) => unknown,
  ) => { element: ReactNode; recorder: IslandRecorder };
  /** The islands' tree once the HTML is rendered; null if their props hold what it cannot read. */
  islands: (recorder: IslandRecorder, referenceOf: ReferenceOf) => ReactNode | null;
};

export type BuildOutput = {
  /** New with every build: pages kept on disk by another build are not served (page-store.ts). */
  buildId: string;
  /** The RSC bundle's renderer, loaded on first use (admin pages; src/server/render.tsx). */
  loadRenderFlight: () => Promise<RenderFlight>;
  /** Public pages straight to HTML (src/server/render.tsx). */
  html: HtmlRender;
  clientManifest: ClientManifest;
  /** SSR module map: browser URL -> the same module loaded on the server. */
  ssrModules: Record<string, Record<string, unknown>>;
  /** Static imports of each browser module, for modulepreload hints. */
  staticImports: Record<string, string[]>;
  /** URL path -> embedded file path (inside the binary, or on disk in dev). */
  staticFiles: Record<string, string>;
  bootstrapUrl: string;
  cssUrl: string;
  /** Each language's font file (its pages preload it). */
  fontUrls: Record<"en" | "ar", string>;
};
