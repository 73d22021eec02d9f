declare module "*.sql" {
  const text: string;
  export default text;
}

// react-server-dom-webpack ships no type declarations; these are the parts we call.
declare module "react-server-dom-webpack/server.edge" {
  export function renderToReadableStream(
    model: unknown,
    clientManifest: Record<string, { id: string; chunks: string[]; name: string; async?: boolean }>,
    options?: { onError?: (error: unknown) => void; signal?: AbortSignal },
  ): ReadableStream<Uint8Array>;
  export function registerClientReference<T>(proxy: T, id: string, exportName: string): T;
}

declare module "react-server-dom-webpack/client.edge" {
  export function createFromReadableStream<T = unknown>(
    stream: ReadableStream<Uint8Array>,
    options: {
      serverConsumerManifest: {
        moduleMap: Record<string, Record<string, { id: string; chunks: string[]; name: string }>>;
        moduleLoading: null | { prefix: string; crossOrigin?: string };
        serverModuleMap: null | Record<string, unknown>;
      };
    },
  ): Promise<T>;
}

declare module "react-server-dom-webpack/client.browser" {
  export function createFromReadableStream<T = unknown>(
    stream: ReadableStream<Uint8Array>,
    options?: object,
  ): Promise<T>;
}

// WebAssembly imported `with { type: "file" }`: a path to read (inside the compiled binary, a /$bunfs/ path).
declare module "*.wasm" {
  const path: string;
  export default path;
}

// A font imported `with { type: "file" }` (link previews' text, src/server/link-preview/draw.ts): a path, as above.
declare module "*.ttf" {
  const path: string;
  export default path;
}

// subset-font (build time only, scripts/build-css.ts) ships no declarations; the call we make.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Uint8Array>;
}

// Stylesheets imported as text (`with { type: "text" }`), e.g. uPlot's for the admin's chart.
declare module "*.css" {
  const text: string;
  export default text;
}
