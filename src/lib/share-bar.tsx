/**
 * The ways to share an address, as an offer's sheet, a catalogue page and the viewer offer them:
 * the share button (a client island handed in as `Share`, src/client/share-button.tsx: the
 * system's share sheet, or Copy link) and a WhatsApp link, which is plain HTML and works without
 * JavaScript. Rendered on both sides, so it reads only what is safe on both.
 */
import type { ComponentType } from "react";
import type { Translate } from "#i18n/messages.ts";

export type ShareProps = {
  url: string;
  title: string;
  text: string;
  labels: { share: string; copy: string; copied: string };
  /** Prefix of the controls' test ids ("offer": offer-share, offer-copy-link, offer-share-whatsapp). */
  testId: string;
};

/** A WhatsApp link that opens a message with `text` and `url` (the app, or WhatsApp Web). */
function whatsappHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

export function ShareBar({
  Share,
  url,
  title,
  text,
  t,
  testId,
}: {
  Share: ComponentType<ShareProps>;
  url: string;
  title: string;
  text: string;
  t: Translate;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Share
        url={url}
        title={title}
        text={text}
        labels={{ share: t("share.share"), copy: t("share.copyLink"), copied: t("share.copied") }}
        testId={testId}
      />
      <a
        href={whatsappHref(text, url)}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        data-testid={`${testId}-share-whatsapp`}
      >
        {t("share.whatsapp")}
      </a>
    </div>
  );
}
