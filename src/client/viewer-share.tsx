/**
 * The viewer's Share (issue 24, item 6): the address of the page being read, through the
 * system's share sheet (Web Share API) where the browser has one; else a small panel with Copy
 * link and WhatsApp, the share bar of an offer's sheet and of a page's own URL
 * (lib/share-bar.tsx). The panel is a popover: Escape or a tap outside closes it alone, and the
 * viewer stays open.
 */
import { useEffect, useId, useState } from "react";
import { ShareBar } from "#lib/share-bar.tsx";
import { count, shareOf } from "./analytics.ts";
import { ShareButton, shareWay } from "./share-button.tsx";
import type { Translate } from "./translate.ts";

type Props = { t: Translate; url: string; title: string; text: string; className: string };

const icon = (
  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path
      d="M12 15V4m0 0L8 8m4-4l4 4M6 12v6a2 2 0 002 2h8a2 2 0 002-2v-6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function ViewerShare({ t, url, title, text, className }: Props) {
  const [native, setNative] = useState(false);
  useEffect(() => setNative(shareWay() === "share"), []);
  const panel = useId();
  const label = (
    <>
      {icon}
      <span className="sr-only sm:not-sr-only">{t("share.share")}</span>
    </>
  );
  if (native)
    return (
      <button
        type="button"
        className={className}
        // A shopper closing the share sheet rejects the promise: nothing to say then.
        onClick={() => {
          const shared = shareOf(url);
          if (shared) count(shared);
          navigator.share({ title, text, url }).catch(() => undefined);
        }}
        data-testid="viewer-share"
      >
        {label}
      </button>
    );
  return (
    <>
      <button type="button" className={className} popoverTarget={panel} data-testid="viewer-share">
        {label}
      </button>
      <div
        id={panel}
        popover="auto"
        role="group"
        aria-labelledby={`${panel}-title`}
        className="fixed bottom-auto start-auto end-3 top-24 m-0 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border-0 bg-white p-4 text-slate-900 shadow-2xl sm:top-14"
        data-testid="viewer-share-panel"
      >
        <p id={`${panel}-title`} className="mb-3 text-sm font-bold">
          {t("viewer.share")}
        </p>
        <ShareBar Share={ShareButton} url={url} title={title} text={text} t={t} testId="viewer-panel" />
      </div>
    </>
  );
}
