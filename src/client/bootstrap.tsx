/**
 * Browser entry: reads the Flight payload from the page's data block and hydrates it
 * (hydrate.tsx: island by island on public pages, the whole document on admin pages).
 * Only client components run here; server components arrive already rendered.
 *
 * A public page's payload holds only its islands (src/server/flight-islands.ts), which
 * island-payload.ts reads; React's Flight client is loaded only for what that does not read
 * (an admin page's whole tree, or an island with a value of a kind it does not know).
 */
import "./webpack-shim.ts";
import type { ReactNode } from "react";
import { WHOLE_DOCUMENT } from "#lib/island-marker.ts";
import { hydrateDocument, hydrateIslands } from "./hydrate.tsx";
import { decodeIslandPayload, Unsupported } from "./island-payload.ts";
import { registerOfflineWorker } from "./register-worker.ts";

type Loader = (id: string) => Promise<Record<string, unknown>>;
const loadModule = (globalThis as unknown as { __webpack_require__: Loader }).__webpack_require__;

function readFlight(): string {
  const block = document.getElementById("__flight");
  return block ? (JSON.parse(block.textContent ?? '""') as string) : "";
}

async function withFlightClient(text: string): Promise<ReactNode> {
  const { createFromReadableStream } = await import("./flight-client.ts");
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return createFromReadableStream(stream) as Promise<ReactNode>;
}

function hydrate() {
  const text = readFlight();
  if (document.documentElement.hasAttribute(WHOLE_DOCUMENT)) {
    hydrateDocument(withFlightClient(text));
    return;
  }
  hydrateIslands(
    decodeIslandPayload(text, loadModule).catch((error: unknown) => {
      if (!(error instanceof Unsupported)) throw error;
      return withFlightClient(text);
    }),
  );
}

// This module is preloaded and runs as soon as it arrives, which can be before the end of the
// page (and its data block, the body's last element) has been parsed: then it waits for it.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrate, { once: true });
else hydrate();

registerOfflineWorker();
