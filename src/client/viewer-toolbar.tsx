/**
 * The catalogue viewer's toolbar: the title, previous and next with the page number (typed
 * and applied on Enter or leaving the box; something that is not a page is refused with a
 * short message), zoom and fit to screen, Share, the original file and Close. On a phone the
 * title, Share, Download and Close share the first row, pages and zoom the second.
 */
import { type RefObject, useId } from "react";
import { LANG_META } from "#i18n/languages.ts";
import type { ViewerCatalog as Catalog } from "#lib/viewer.ts";
import { parsePageInput, ZOOM_MAX, ZOOM_MIN } from "#lib/viewer.ts";
import type { Translate } from "./translate.ts";
import { ViewerShare } from "./viewer-share.tsx";

type Props = {
  t: Translate;
  catalog: Catalog;
  page: number;
  /** 0 until the pages are known (a PDF still opening). */
  pageCount: number;
  /** The page box's text, as typed. */
  pageText: string;
  onPageText: (text: string) => void;
  /** The box was given something that is not a page: the message shows until it changes. */
  pageRefused: boolean;
  onPageRefused: () => void;
  /** Shows page `n` (kept within the catalogue). */
  go: (n: number) => void;
  zoom: number;
  /** The page is fitted to the screen (the zoom is the fit's). */
  fitted: boolean;
  onZoom: (step: 1 | -1) => void;
  onFit: () => void;
  /** The address of the page on screen, to share. */
  shareUrl: string;
  onClose: () => void;
  /** Takes the focus when the dialog opens. */
  closeButton: RefObject<HTMLButtonElement | null>;
};

const button =
  "flex h-9 min-w-9 items-center justify-center rounded-lg bg-white/10 px-2 text-white hover:bg-white/20 disabled:opacity-40";

const arrow = (d: "prev" | "next") => (
  <svg
    viewBox="0 0 24 24"
    className="h-5 w-5 rtl:-scale-x-100"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={d === "next" ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function ViewerToolbar(props: Props) {
  const { t, catalog, page, pageCount, pageText, onPageText, pageRefused, go, zoom, fitted, onZoom, onClose } = props;
  const ready = pageCount > 0;
  const errorId = useId();
  /** The typed page when it is one; nothing typed shows the current page again; anything else is refused. */
  const commitPage = () => {
    const n = parsePageInput(pageText, pageCount);
    if (n === "empty") onPageText(String(page));
    else if (n === "refused") props.onPageRefused();
    else go(n);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-2 text-white">
      <p className="min-w-0 flex-1 truncate font-semibold" data-testid="viewer-title">
        {/* Isolated and marked inside, so a fallback title stays aligned with the toolbar. */}
        <bdi lang={catalog.titleLang} dir={catalog.titleLang && LANG_META[catalog.titleLang].dir}>
          {catalog.title}
        </bdi>
      </p>
      {/* On a phone the title, Download and Close share the first row (order), pages and zoom the second. */}
      <div
        className="relative order-2 flex items-center gap-1 sm:order-none"
        role="group"
        aria-label={t("viewer.pageInput")}
      >
        <button
          type="button"
          className={button}
          onClick={() => go(page - 1)}
          disabled={!ready || page <= 1}
          aria-label={t("viewer.previous")}
          data-testid="viewer-prev"
        >
          {arrow("prev")}
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={t("viewer.pageInput")}
          value={pageText}
          disabled={!ready}
          maxLength={6}
          aria-invalid={pageRefused || undefined}
          aria-describedby={pageRefused ? errorId : undefined}
          onChange={(e) => onPageText(e.target.value)}
          onBlur={commitPage}
          onKeyDown={(e) => {
            if (e.key === "Enter") commitPage();
          }}
          className="h-9 w-12 rounded-lg border border-white/20 bg-white/10 text-center text-white aria-[invalid]:border-red-400"
          data-testid="viewer-page"
        />
        {pageRefused && (
          <p
            id={errorId}
            role="alert"
            className="absolute start-0 top-full z-10 mt-1 whitespace-nowrap rounded-md bg-white px-2 py-1 text-xs font-semibold text-red-700 shadow-lg"
            data-testid="viewer-page-error"
          >
            {t("viewer.pageRange", { count: pageCount })}
          </p>
        )}
        <span className="px-1 text-sm text-white/70" data-testid="viewer-count">
          {t("viewer.of", { count: pageCount })}
        </span>
        <button
          type="button"
          className={button}
          onClick={() => go(page + 1)}
          disabled={!ready || page >= pageCount}
          aria-label={t("viewer.next")}
          data-testid="viewer-next"
        >
          {arrow("next")}
        </button>
      </div>
      <div className="order-2 flex items-center gap-1 sm:order-none" role="group" aria-label={t("viewer.zoom")}>
        <button
          type="button"
          className={button}
          onClick={() => onZoom(-1)}
          disabled={zoom <= ZOOM_MIN}
          aria-label={t("viewer.zoomOut")}
          data-testid="viewer-zoom-out"
        >
          −
        </button>
        <span className="w-12 text-center text-sm" data-testid="viewer-zoom" dir="ltr">
          {zoom}%
        </span>
        <button
          type="button"
          className={button}
          onClick={() => onZoom(1)}
          disabled={zoom >= ZOOM_MAX}
          aria-label={t("viewer.zoomIn")}
          data-testid="viewer-zoom-in"
        >
          +
        </button>
        <button
          type="button"
          className={`${button} aria-pressed:bg-white/25`}
          onClick={props.onFit}
          aria-pressed={fitted}
          aria-label={t("viewer.fit")}
          title={t("viewer.fit")}
          data-testid="viewer-fit"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <ViewerShare
        t={t}
        url={props.shareUrl}
        title={catalog.title}
        text={t("share.pageText", { title: catalog.title, page })}
        className={`${button} order-1 gap-1.5 text-sm font-semibold sm:order-none`}
      />
      {catalog.fileUrl && (
        // The original file, for shoppers who want it (the browser's own PDF viewer or a download).
        <a
          href={catalog.fileUrl}
          target="_blank"
          rel="noopener"
          className={`${button} order-1 gap-1.5 text-sm font-semibold sm:order-none`}
          data-testid="viewer-download"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t("pageViewer.downloadPdf")}</span>
        </a>
      )}
      <button
        type="button"
        className={`${button} order-1 sm:order-none`}
        onClick={onClose}
        aria-label={t("viewer.close")}
        ref={props.closeButton}
        data-testid="viewer-close"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
      <div className="order-1 h-0 basis-full sm:hidden" aria-hidden="true" />
    </div>
  );
}
