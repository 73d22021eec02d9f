/**
 * Browser entry: reads the Flight payload from the page's data block and hydrates.
 * Only client components run here; server components arrive already rendered.
 */
import "./webpack-shim.ts";
import { type ReactNode, startTransition, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { createFromReadableStream } from "react-server-dom-webpack/client.browser";
import { reportIslandError } from "./island-boundary.tsx";
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

function Root({ tree }: { tree: Promise<ReactNode> }) {
  return use(tree);
}

function hydrate() {
  const tree = createFromReadableStream(readFlight()) as Promise<ReactNode>;
  startTransition(() => {
    // Every island sits in its own IslandBoundary (webpack-shim.ts); what one catches is logged here.
    hydrateRoot(document, <Root tree={tree} />, { onCaughtError: reportIslandError });
  });
}

// This module is preloaded and runs as soon as it arrives, which can be before the end of the
// page (and its data block, the body's last element) has been parsed: then it waits for it.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrate, { once: true });
else hydrate();

registerOfflineWorker();
