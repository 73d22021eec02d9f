/**
 * Browser entry: reads the Flight payload from the page's data block and hydrates it
 * (hydrate.tsx: island by island on public pages, the whole document on admin pages).
 * Only client components run here; server components arrive already rendered.
 */
import "./webpack-shim.ts";
import type { ReactNode } from "react";
import { createFromReadableStream } from "react-server-dom-webpack/client.browser";
import { WHOLE_DOCUMENT } from "#lib/island-marker.ts";
import { hydrateDocument, hydrateIslands } from "./hydrate.tsx";
import { registerOfflineWorker } from "./register-worker.ts";

function readFlight(): ReadableStream<Uint8Array> {
  const block = document.getElementById("__flight");
  const text = block ? (JSON.parse(block.textContent ?? '""') as string) : "";
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function hydrate() {
  const tree = createFromReadableStream(readFlight()) as Promise<ReactNode>;
  if (document.documentElement.hasAttribute(WHOLE_DOCUMENT)) hydrateDocument(tree);
  else hydrateIslands(tree);
}

// This module is preloaded and runs as soon as it arrives, which can be before the end of the
// page (and its data block, the body's last element) has been parsed: then it waits for it.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrate, { once: true });
else hydrate();

registerOfflineWorker();
