"use client";
/**
 * The catalogue viewer (spec sections 2, 4, 9): a modal dialog showing a catalogue's pages.
 * A processed catalogue shows its page images (viewer-image-stage.tsx) and never loads the
 * PDF or pdf.js; one without processed pages renders the PDF with pdf.js, loaded only then
 * (viewer-pdf-stage.tsx). It opens from any link carrying data-catalog-id (catalogue cards,
 * a page URL's "Open in viewer"; without JavaScript those links open the PDF itself), whose
 * data-catalog-pages lists the processed pages and data-catalog-page the page to open at,
 * and from a shared address (?catalog=ID&catalogPage=N).
 *
 * History (issue 24, items 4 and 5): opening adds one history entry, whose address is the page
 * being read (lib/viewer-address.ts); page turns replace it. Back (a phone's Back gesture) pops
 * it, which closes the viewer onto the page under it, scroll included; Close and Escape do the
 * same, except over another page of the same catalogue, where they land on the page being
 * read. Forward reopens it from the entry, which remembers the catalogue.
 *
 * Arrow keys and sideways swipes turn pages in the reading direction (mirrored in Arabic).
 * A native <dialog> opened with showModal() keeps focus inside and closes on Escape; focus
 * returns to the opener on close and page scroll is locked while open. This module is the small
 * part every page loads; the dialog itself (viewer-dialog.tsx) is fetched on first use.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "#i18n/languages.ts";
import type { ViewerCatalog as Catalog } from "#lib/viewer.ts";
import { closingAddress, readingAddress, requestedViewer, underlyingAddress } from "#lib/viewer-address.ts";
import { count, pageOffScreen, pageOnScreen } from "./analytics.ts";
import { useI18n } from "./i18n-provider.tsx";
import { pauseToasts } from "./toast-store.ts";

type DialogModule = typeof import("./viewer-dialog.tsx");
let dialogModule: Promise<DialogModule> | null = null;
/** The dialog is fetched when a catalogue link is pointed at, focused or followed, not with the page. */
const loadDialog = () => {
  dialogModule ??= import("./viewer-dialog.tsx").catch((error) => {
    dialogModule = null; // offline for a moment: the next try fetches again
    throw error;
  });
  return dialogModule;
};

/** The viewer's history entry: the catalogue, the page on screen and the address under the viewer. */
type Reading = { catalog: Catalog; page: number; under: string };
const STATE_KEY = "uaeViewer";
const readingOf = (state: unknown): Reading | null =>
  state && typeof state === "object" && STATE_KEY in state ? (state as Record<string, Reading>)[STATE_KEY]! : null;
const here = () => window.location.pathname + window.location.search + window.location.hash;

/** Announces a catalogue view to the visitor tracker (achievements) and counts it (analytics). */
function announce(id: string) {
  window.dispatchEvent(new CustomEvent("uae:activity", { detail: { type: "catalog_view", id: Number(id) } }));
  count({ type: "catalog_view", catalog: Number(id) });
}

export function CatalogViewer() {
  const [shown, setShown] = useState<{ catalog: Catalog; startPage: number } | null>(null);
  const [Dialog, setDialog] = useState<DialogModule["ViewerDialog"] | null>(null);
  const { lang, t } = useI18n();
  const opener = useRef<HTMLElement | null>(null);
  /** The open viewer's entry, as last written to history. */
  const reading = useRef<Reading | null>(null);

  const address = useCallback(
    (r: Reading) => readingAddress(r.under, lang, r.catalog.id, r.page, !!r.catalog.pages),
    [lang],
  );

  /** `make` builds the catalogue once the dialog's module (with the parsers) is here. */
  const open = useCallback(
    (id: string, make: (m: DialogModule) => Catalog, startPage = 1, from: HTMLAnchorElement | null = null) => {
      opener.current = from ?? (document.activeElement as HTMLElement | null);
      announce(id);
      loadDialog().then(
        (m) => {
          const entry: Reading = { catalog: make(m), page: startPage, under: underlyingAddress(here()) };
          window.history.pushState({ [STATE_KEY]: entry }, "", address(entry));
          reading.current = entry;
          setDialog(() => m.ViewerDialog);
          setShown({ catalog: entry.catalog, startPage });
        },
        () => {
          // The dialog could not be fetched: a link still leads to the PDF, as without JavaScript.
          if (from) window.location.assign(from.href);
        },
      );
    },
    [address],
  );

  useEffect(() => {
    const prefetch = (e: Event) => {
      if ((e.target as HTMLElement).closest?.("a[data-catalog-id]")) void loadDialog().catch(() => undefined);
    };
    document.addEventListener("pointerover", prefetch, { passive: true });
    document.addEventListener("focusin", prefetch);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as HTMLElement).closest<HTMLAnchorElement>("a[data-catalog-id]");
      if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      const id = link.dataset.catalogId!;
      open(
        id,
        (m) => ({
          id,
          title: link.dataset.catalogTitle ?? "",
          // Written by the catalogue card from a Lang (catalog-card.tsx).
          titleLang: link.dataset.catalogTitleLang as Lang | undefined,
          fileUrl: link.getAttribute("href") ?? "",
          pages: m.parseViewerPages(link.dataset.catalogPages),
        }),
        Math.max(1, Number(link.dataset.catalogPage) || 1),
        link,
      );
    };
    document.addEventListener("click", onClick);

    // Back closes the viewer (its entry is gone); Forward to its entry opens it again where it was.
    const follow = (entry: Reading | null) => {
      if (!entry) {
        if (reading.current) setShown(null);
        reading.current = null;
        return;
      }
      reading.current = entry;
      void loadDialog().then((m) => {
        setDialog(() => m.ViewerDialog);
        setShown({ catalog: entry.catalog, startPage: entry.page });
      });
    };
    const onPop = (e: PopStateEvent) => follow(readingOf(e.state));
    // Back into this page from another (the back-forward cache): as it was left, its entry decides.
    const onShow = (e: PageTransitionEvent) => e.persisted && follow(readingOf(window.history.state));
    window.addEventListener("popstate", onPop);
    window.addEventListener("pageshow", onShow);

    // A reload of the viewer's entry shows the page at its address (the page being read), not the viewer.
    if (readingOf(window.history.state)) window.history.replaceState(null, "", here());
    // A shared address reopens the catalogue at its page, over the page without the parameters.
    const asked = requestedViewer(window.location.search);
    if (asked) {
      window.history.replaceState(null, "", underlyingAddress(here()));
      fetch(`/api/catalogs/${asked.id}`, { credentials: "include" })
        .then((r) => (r.ok ? (r.json() as Promise<ApiCatalog>) : null))
        .then((c) => {
          if (!c) return;
          const lang: Lang = document.documentElement.lang === "ar" ? "ar" : "en";
          open(
            String(c.id),
            (m) => {
              const title = m.localized(lang, c.title, c.titleAr);
              const pages = m.parseViewerPages(c.viewerPages ? JSON.stringify(c.viewerPages) : null);
              return { id: String(c.id), title: title.text, titleLang: title.lang, fileUrl: c.fileUrl, pages };
            },
            asked.page,
          );
        })
        .catch(() => undefined);
    }
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("pageshow", onShow);
    };
  }, [open]);

  const close = useCallback(() => {
    const entry = reading.current;
    reading.current = null;
    pageOffScreen();
    setShown(null);
    if (!entry) return;
    const landing = closingAddress(entry.under, lang, entry.catalog.id, entry.page);
    // Over another page of this catalogue: that page, in the viewer's entry (Back is where the shopper came from).
    if (landing) window.location.replace(landing);
    else if (readingOf(window.history.state)) window.history.back();
  }, [lang]);

  const onPage = useCallback(
    (page: number) => {
      const entry = reading.current;
      if (entry) pageOnScreen(Number(entry.catalog.id), page);
      if (!entry || entry.page === page) return;
      reading.current = { ...entry, page };
      window.history.replaceState({ [STATE_KEY]: reading.current }, "", address(reading.current));
    },
    [address],
  );
  /** The address of `page` as a shopper shares it. */
  const shareUrl = useCallback(
    (page: number) => {
      const entry = reading.current;
      return window.location.origin + (entry ? address({ ...entry, page }) : here());
    },
    [address],
  );

  // The toasts lie under the open viewer, hidden: their time waits until it closes.
  useEffect(() => {
    if (!shown) return;
    pauseToasts(true, "dialog");
    return () => pauseToasts(false, "dialog");
  }, [shown]);

  return shown && Dialog ? (
    <Dialog
      lang={lang}
      t={t}
      key={shown.catalog.id}
      catalog={shown.catalog}
      startPage={shown.startPage}
      onClose={close}
      onPage={onPage}
      shareUrl={shareUrl}
      opener={opener}
    />
  ) : null;
}

/** What GET /api/catalogs/:id answers that the viewer reads. */
type ApiCatalog = { id: number; title: string; titleAr: string | null; fileUrl: string; viewerPages?: unknown };
