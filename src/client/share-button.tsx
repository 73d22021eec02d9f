"use client";
/**
 * Share an address (an offer, a catalogue page): the system's share sheet (Web Share API) where
 * the browser has one, else a "Copy link" button. Both need JavaScript, so neither is in the
 * server's HTML: the WhatsApp link beside this (src/lib/share-bar.tsx) is what works without it.
 * A copied link is said on the button and to screen readers here, not by a toast: in an offer's
 * sheet or the viewer, a modal dialog, the page's toasts lie under it, hidden and inert.
 */
import { useEffect, useState } from "react";
import type { ShareProps } from "#lib/share-bar.tsx";
import { count, shareOf } from "./analytics.ts";

type Way = "share" | "copy" | null;

/** How this browser shares: its share sheet, the clipboard, or not at all. */
export function shareWay(): Way {
  return typeof navigator.share === "function" ? "share" : navigator.clipboard ? "copy" : null;
}

export function ShareButton({ url, title, text, labels, testId }: ShareProps) {
  const [way, setWay] = useState<Way>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setWay(shareWay()), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!way) return null;

  const onClick = () => {
    const shared = shareOf(url);
    if (shared) count(shared);
    if (way === "share") {
      // A shopper closing the share sheet rejects the promise: nothing to say then.
      navigator.share({ title, text, url }).catch(() => undefined);
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        data-testid={way === "share" ? `${testId}-share` : `${testId}-copy-link`}
      >
        {way === "share" ? labels.share : copied ? labels.copied : labels.copy}
      </button>
      <span role="status" className="sr-only" data-testid={`${testId}-share-status`}>
        {copied ? labels.copied : ""}
      </span>
    </>
  );
}
