"use client";
/**
 * Counts what a server-rendered page shows (issue 27): a store, a branch, a search and its
 * outcome at once; a catalogue page on its own address once it has been on screen for a second
 * (./analytics.ts). The page's HTML stays the same for everyone: the event is a prop, and the
 * browser sends it.
 */
import { useEffect } from "react";
import type { ClientEvent } from "#schemas/analytics.ts";
import { count, pageOffScreen, pageOnScreen } from "./analytics.ts";

export function CountView({ event }: { event: ClientEvent }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's event is fixed for its URL; counted once per view
  useEffect(() => {
    if (event.type !== "page_read") {
      count(event);
      return;
    }
    pageOnScreen(event.catalog, event.page);
    return pageOffScreen;
  }, []);
  return null;
}
