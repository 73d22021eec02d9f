"use client";
/**
 * Share an offer: the system's share sheet (Web Share API) where the browser has one, else
 * a "Copy link" button. Both need JavaScript, so neither is in the server's HTML: the sheet's
 * WhatsApp link (a plain link beside this) is what works without it.
 */
import { useEffect, useState } from "react";
import { toast } from "./toast-store.ts";

type Way = "share" | "copy" | null;

export function OfferShare({
  url,
  title,
  text,
  labels,
}: {
  url: string;
  title: string;
  text: string;
  labels: { share: string; copy: string; copied: string };
}) {
  const [way, setWay] = useState<Way>(null);
  useEffect(() => {
    setWay(typeof navigator.share === "function" ? "share" : navigator.clipboard ? "copy" : null);
  }, []);
  if (!way) return null;

  const onClick = () => {
    if (way === "share") {
      // A shopper closing the share sheet rejects the promise: nothing to say then.
      navigator.share({ title, text, url }).catch(() => undefined);
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => toast({ title: labels.copied }),
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
      data-testid={way === "share" ? "offer-share" : "offer-copy-link"}
    >
      {way === "share" ? labels.share : labels.copy}
    </button>
  );
}
