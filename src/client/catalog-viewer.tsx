"use client";
/**
 * The catalogue viewer (spec sections 2, 4, 9): a modal dialog that renders a PDF with
 * pdf.js, loaded only when the viewer first opens. It opens from any link carrying
 * data-catalog-id (catalogue cards; without JavaScript those links open the PDF itself)
 * and from the URL (?catalog=ID&page=N), which it keeps current so a page can be shared.
 * A native <dialog> opened with showModal() keeps focus inside and closes on Escape; focus
 * returns to the opener on close and page scroll is locked while open.
 */
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANG_META, type Lang } from "../i18n/languages.ts";
import { localized } from "../lib/localized.ts";
import { parsePageInput, pdfSource, stepZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from "../lib/viewer.ts";
import { loadPdfJs } from "./load-pdfjs.ts";

/** `titleLang`: the title's language when it is not the page's (an English title on an Arabic page). */
type Catalog = { id: string; title: string; titleLang?: Lang; fileUrl: string };

function setUrl(catalog: string | null, page: number | null) {
  const url = new URL(window.location.href);
  if (catalog) {
    url.searchParams.set("catalog", catalog);
    url.searchParams.set("page", String(page ?? 1));
  } else {
    url.searchParams.delete("catalog");
    url.searchParams.delete("page");
  }
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** Announces a catalogue view to the visitor tracker (achievements). */
function announce(id: string) {
  window.dispatchEvent(new CustomEvent("uae:activity", { detail: { type: "catalog_view", id: Number(id) } }));
}

export function CatalogViewer() {
  const [catalog, setCatalog] = useState<(Catalog & { startPage: number }) | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((c: Catalog, startPage = 1, from: HTMLElement | null = null) => {
    opener.current = from ?? (document.activeElement as HTMLElement | null);
    setCatalog({ ...c, startPage });
    setUrl(c.id, startPage);
    announce(c.id);
  }, []);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as HTMLElement).closest<HTMLAnchorElement>("a[data-catalog-id]");
      if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      open(
        {
          id: link.dataset.catalogId!,
          title: link.dataset.catalogTitle ?? "",
          // Written by the catalogue card from a Lang (catalog-card.tsx).
          titleLang: link.dataset.catalogTitleLang as Lang | undefined,
          fileUrl: link.getAttribute("href") ?? "",
        },
        1,
        link,
      );
    };
    document.addEventListener("click", onClick);
    // A shared address reopens the catalogue at its page.
    const params = new URLSearchParams(window.location.search);
    const id = params.get("catalog");
    if (id && /^\d+$/.test(id)) {
      const page = Math.max(1, Number(params.get("page")) || 1);
      fetch(`/api/catalogs/${id}`, { credentials: "include" })
        .then((r) =>
          r.ok ? (r.json() as Promise<{ id: number; title: string; titleAr: string | null; fileUrl: string }>) : null,
        )
        .then((c) => {
          if (!c) return;
          const lang: Lang = document.documentElement.lang === "ar" ? "ar" : "en";
          const title = localized(lang, c.title, c.titleAr);
          open({ id: String(c.id), title: title.text, titleLang: title.lang, fileUrl: c.fileUrl }, page);
        })
        .catch(() => undefined);
    }
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  const close = useCallback(() => {
    setCatalog(null);
    setUrl(null, null);
  }, []);

  return catalog ? (
    <ViewerDialog key={catalog.id} catalog={catalog} startPage={catalog.startPage} onClose={close} opener={opener} />
  ) : null;
}

type DialogProps = {
  catalog: Catalog;
  startPage: number;
  onClose: () => void /** Gets focus back once the dialog is gone. */;
  opener: { current: HTMLElement | null };
};

function ViewerDialog({ catalog, startPage, onClose, opener }: DialogProps) {
  const { t, i18n } = useTranslation("common");
  const rtl = i18n.dir() === "rtl";
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(startPage);
  const [pageText, setPageText] = useState(String(startPage));
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const pageCount = doc?.numPages ?? 0;

  // Load the document.
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    if (!catalog.fileUrl) {
      setFailed(true);
      return;
    }
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ url: pdfSource(catalog.fileUrl), isEvalSupported: false }).promise)
      .then((d) => {
        loaded = d;
        if (cancelled) return void d.destroy();
        setDoc(loaded);
        const first = Math.min(Math.max(1, startPage), loaded.numPages);
        setPage(first);
        setPageText(String(first));
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [catalog.fileUrl, startPage]);

  // Render the current page at the current zoom (100% = the page fits the stage's width).
  useEffect(() => {
    if (!doc || !canvas.current || !stage.current) return;
    let task: RenderTask | null = null;
    let stopped = false;
    void doc.getPage(page).then((p) => {
      if (stopped || !canvas.current || !stage.current) return;
      const natural = p.getViewport({ scale: 1 });
      // 100% fits the page to the stage width, up to a comfortable reading width.
      const fit = Math.min(stage.current.clientWidth - 32, 960) / natural.width;
      const viewport = p.getViewport({ scale: fit * (zoom / 100) });
      const ratio = window.devicePixelRatio || 1;
      const el = canvas.current;
      el.width = Math.floor(viewport.width * ratio);
      el.height = Math.floor(viewport.height * ratio);
      el.style.width = `${Math.floor(viewport.width)}px`;
      el.style.height = `${Math.floor(viewport.height)}px`;
      const context = el.getContext("2d");
      if (!context) return;
      const render = p.render({
        canvas: el,
        canvasContext: context,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      render.promise.catch(() => undefined);
    });
    setUrl(catalog.id, page);
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [doc, page, zoom, catalog.id]);

  const go = useCallback(
    (n: number) => {
      if (!pageCount) return;
      const next = Math.min(Math.max(1, n), pageCount);
      setPage(next);
      setPageText(String(next));
    },
    [pageCount],
  );

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
      opener.current?.focus();
    };
  }, [opener]);

  // Arrows turn pages (mirrored in Arabic), except while typing a page number.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === "ArrowRight" || e.key === "ArrowLeft") && !(e.target instanceof HTMLInputElement)) {
        const forward = (e.key === "ArrowRight") !== rtl;
        go(page + (forward ? 1 : -1));
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, page, rtl]);

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

  return (
    <dialog
      ref={dialog}
      aria-label={`${t("viewer.label")}: ${catalog.title}`}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-slate-900 p-0"
      // Escape: React state closes the viewer (and the URL and focus with it), not the browser alone.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // When the browser closes it anyway (Escape without a user gesture since opening), follow it.
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      data-testid="catalog-viewer"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-2 text-white">
          <p className="w-full min-w-0 truncate font-semibold sm:w-auto sm:flex-1" data-testid="viewer-title">
            {/* Isolated and marked inside, so a fallback title stays aligned with the toolbar. */}
            <bdi lang={catalog.titleLang} dir={catalog.titleLang && LANG_META[catalog.titleLang].dir}>
              {catalog.title}
            </bdi>
          </p>
          <div className="flex items-center gap-1" role="group" aria-label={t("viewer.pageInput")}>
            <button
              type="button"
              className={button}
              onClick={() => go(page - 1)}
              disabled={!doc || page <= 1}
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
              disabled={!doc}
              onChange={(e) => setPageText(e.target.value.replace(/[^\d]/g, ""))}
              onBlur={() => {
                const n = parsePageInput(pageText, pageCount);
                if (n) go(n);
                else setPageText(String(page));
              }}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                const n = parsePageInput(pageText, pageCount);
                if (n) go(n);
                else setPageText(String(page));
              }}
              className="h-9 w-12 rounded-lg border border-white/20 bg-white/10 text-center text-white"
              data-testid="viewer-page"
            />
            <span className="px-1 text-sm text-white/70" data-testid="viewer-count">
              {t("viewer.of", { count: pageCount })}
            </span>
            <button
              type="button"
              className={button}
              onClick={() => go(page + 1)}
              disabled={!doc || page >= pageCount}
              aria-label={t("viewer.next")}
              data-testid="viewer-next"
            >
              {arrow("next")}
            </button>
          </div>
          <div className="flex items-center gap-1" role="group" aria-label={t("viewer.zoom")}>
            <button
              type="button"
              className={button}
              onClick={() => setZoom((z) => stepZoom(z, -1))}
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
              onClick={() => setZoom((z) => stepZoom(z, 1))}
              disabled={zoom >= ZOOM_MAX}
              aria-label={t("viewer.zoomIn")}
              data-testid="viewer-zoom-in"
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={button}
            onClick={onClose}
            aria-label={t("viewer.close")}
            ref={closeButton}
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
        </div>
        {/* Focusable so a keyboard user can scroll a zoomed page (axe scrollable-region-focusable). */}
        <section
          ref={stage}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label={catalog.title}
          className="flex-1 overflow-auto p-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white"
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
          ) : (
            <>
              {!doc && (
                <p className="mt-20 text-center text-white/80" role="status">
                  {t("viewer.loading")}
                </p>
              )}
              {/* dir=ltr: a canvas inherits the page's direction, and pdf.js lays out glyphs itself. */}
              <canvas
                ref={canvas}
                dir="ltr"
                className={`mx-auto block bg-white shadow-2xl ${doc ? "" : "hidden"}`}
                data-testid="viewer-canvas"
                data-page={page}
              />
            </>
          )}
        </section>
      </div>
    </dialog>
  );
}
