/**
 * The catalogue viewer's dialog (see catalog-viewer.tsx, which loads this module when a
 * catalogue is first opened): the toolbar (viewer-toolbar.tsx), page stage, keyboard and
 * swipe page turns, fit and zoom with pinch and double tap (viewer-zoom.ts,
 * viewer-gestures.ts), and the page's offers over it (viewer-offers.tsx), whose sheet is a
 * dialog of its own above this one: while it is open, Escape, arrows and swipes are the sheet's.
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { LANG_META, type Lang } from "#i18n/languages.ts";
import type { ViewerCatalog as Catalog } from "#lib/viewer.ts";
import { keyStep, ZOOM_DEFAULT } from "#lib/viewer.ts";
import type { Translate } from "./translate.ts";
import { useStageGestures } from "./viewer-gestures.ts";
import { ImageStage } from "./viewer-image-stage.tsx";
import { ViewerOffers } from "./viewer-offers.tsx";
import { PdfStage } from "./viewer-pdf-stage.tsx";
import { ViewerToolbar } from "./viewer-toolbar.tsx";
import { useViewerZoom } from "./viewer-zoom.ts";

// For the launcher (catalog-viewer.tsx), which turns a link or an API answer into a Catalog only once this module is here.
export { localized } from "#lib/localized.ts";
export { parseViewerPages } from "#lib/viewer.ts";

type DialogProps = {
  /** The page's language and strings, from the launcher (this chunk keeps off the layout's modules). */
  lang: Lang;
  t: Translate;
  catalog: Catalog;
  startPage: number;
  /** The page on screen, for the address bar. */
  onPage: (page: number) => void;
  /** The address of a page, as a shopper shares it. */
  shareUrl: (page: number) => string;
  onClose: () => void /** Gets focus back once the dialog is gone. */;
  opener: { current: HTMLElement | null };
};

/** An event inside a dialog over the viewer (an offer's sheet) is that dialog's business. */
function inOtherDialog(target: EventTarget | null, viewer: HTMLDialogElement | null) {
  const within = target instanceof Element ? target.closest("dialog") : null;
  return !!within && within !== viewer;
}

export function ViewerDialog({ lang, t, catalog, startPage, onClose, onPage, shareUrl, opener }: DialogProps) {
  const rtl = LANG_META[lang].dir === "rtl";
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLElement>(null);
  const images = catalog.pages;
  // Page images know their page count at once; a PDF once pdf.js has opened it.
  const [pdfPages, setPdfPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const pageCount = images ? images.sizes.length : pdfPages;
  const ready = pageCount > 0;
  const first = Math.max(1, images ? Math.min(startPage, images.sizes.length) : startPage);
  const [page, setPage] = useState(first);
  const [pageText, setPageText] = useState(String(first));
  /** The page box was given something that is not a page of this catalogue. */
  const [pageRefused, setPageRefused] = useState(false);
  // A PDF's page size is known once pdf.js has drawn it.
  const [pdfSize, setPdfSize] = useState<[number, number] | null>(null);
  const zoom = useViewerZoom(stage, images ? (images.sizes[page - 1] ?? null) : pdfSize);

  const onPdfOpen = useCallback(
    (count: number) => {
      setPdfPages(count);
      const at = Math.min(Math.max(1, startPage), count);
      setPage(at);
      setPageText(String(at));
    },
    [startPage],
  );
  const onPdfFail = useCallback(() => setFailed(true), []);
  const onPdfSize = useCallback(
    ([w, h]: [number, number]) => setPdfSize((old) => (old?.[0] === w && old[1] === h ? old : [w, h])),
    [],
  );

  useEffect(() => {
    if (ready) onPage(page);
  }, [ready, onPage, page]);

  /** The control that had the focus when the page last turned (it may be Next, about to be disabled). */
  const focusedAtTurn = useRef<Element | null>(null);
  const go = useCallback(
    (n: number) => {
      if (!pageCount) return;
      const next = Math.min(Math.max(1, n), pageCount);
      focusedAtTurn.current = document.activeElement;
      setPage(next);
      setPageText(String(next));
      setPageRefused(false);
    },
    [pageCount],
  );

  // Next at the last page (Previous at the first) is disabled, and a disabled button loses the
  // focus to the page behind: the focus moves to the other arrow (the page box if none) instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each page turn
  useLayoutEffect(() => {
    const was = focusedAtTurn.current;
    focusedAtTurn.current = null;
    const el = dialog.current;
    if (!(was instanceof HTMLButtonElement) || !was.disabled || !el?.contains(was)) return;
    const other = ["viewer-prev", "viewer-next", "viewer-page"]
      .map((id) => el.querySelector<HTMLButtonElement>(`[data-testid=${id}]`))
      .find((control) => control && control !== was && !control.disabled);
    other?.focus();
  }, [page]);

  // Opened as a modal before paint: the browser makes the page behind it inert (the focus
  // trap) and turns Escape into a "cancel" event. The page itself must not scroll meanwhile.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    el.showModal();
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      // While the modal is open the page behind it is inert, so it must close before the opener can take focus.
      if (el.open) el.close();
      // Without scrolling: Back has just put the page where the shopper left it.
      opener.current?.focus({ preventScroll: true });
    };
  }, [opener]);

  // Arrows turn pages (mirrored in Arabic), except while typing a page number.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || inOtherDialog(e.target, dialog.current)) return;
      const step = keyStep(e.key, rtl);
      if (step) go(page + step);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, page, rtl]);

  const withOffers = (content: ReactNode) => (
    <ViewerOffers catalogId={catalog.id} page={page} servesPages={!!images} lang={lang} t={t}>
      {content}
    </ViewerOffers>
  );

  // A sideways swipe turns the page; a zoomed page's sideways drag scrolls it instead.
  const swipeable = zoom.zoom <= ZOOM_DEFAULT;
  useStageGestures(stage, {
    rtl,
    swipeable,
    turn: (step) => go(page + step),
    zoom: zoom.zoom,
    fit: zoom.fit,
    zoomTo: zoom.zoomTo,
    elsewhere: (target) => inOtherDialog(target, dialog.current),
  });

  return (
    <dialog
      ref={dialog}
      aria-label={`${t("viewer.label")}: ${catalog.title}`}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-slate-900 p-0"
      // Escape: React state closes the viewer (and the URL and focus with it), not the browser alone.
      // React hands this the events of the dialogs inside too (an offer's sheet): those close only themselves.
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      // When the browser closes it anyway (Escape without a user gesture since opening), follow it.
      onClose={(e) => {
        if (e.target === e.currentTarget && !dialog.current?.open) onClose();
      }}
      data-testid="catalog-viewer"
    >
      <div className="flex h-full flex-col">
        <ViewerToolbar
          t={t}
          catalog={catalog}
          page={page}
          pageCount={pageCount}
          pageText={pageText}
          onPageText={(text) => {
            setPageText(text);
            setPageRefused(false);
          }}
          pageRefused={pageRefused}
          onPageRefused={() => setPageRefused(true)}
          go={go}
          zoom={zoom.zoom}
          fitted={zoom.fitted}
          onZoom={zoom.step}
          onFit={() => zoom.zoomTo(null)}
          shareUrl={shareUrl(page)}
          onClose={onClose}
          closeButton={closeButton}
        />
        {/* Focusable so a keyboard user can scroll a zoomed page (axe scrollable-region-focusable). */}
        <section
          ref={stage}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label={catalog.title}
          className="flex-1 overflow-auto p-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white"
          // Pinching and double taps are ours (the page image zooms, not the page); unzoomed, sideways
          // moves are too (swipes), zoomed they scroll the page image.
          style={{ touchAction: swipeable ? "pan-y" : "pan-x pan-y" }}
          data-testid="viewer-stage"
        >
          {failed ? (
            <div
              className="mx-auto mt-20 max-w-md rounded-2xl bg-white p-8 text-center"
              role="alert"
              data-testid="viewer-error"
            >
              <p className="text-lg font-bold text-slate-900">{t("viewer.notAvailableTitle")}</p>
              <p className="mt-2 text-slate-600">{t("viewer.notAvailableText")}</p>
            </div>
          ) : images ? (
            <ImageStage
              pages={images}
              page={page}
              zoom={zoom.zoom}
              alt={t("pageViewer.pageImage", { page })}
              layer={withOffers}
            />
          ) : (
            <>
              {!ready && (
                <p className="mt-20 text-center text-white/80" role="status">
                  {t("viewer.loading")}
                </p>
              )}
              <PdfStage
                fileUrl={catalog.fileUrl}
                page={page}
                zoom={zoom.zoom}
                stage={stage}
                onSize={onPdfSize}
                onOpen={onPdfOpen}
                onFail={onPdfFail}
                layer={withOffers}
              />
            </>
          )}
        </section>
      </div>
    </dialog>
  );
}
