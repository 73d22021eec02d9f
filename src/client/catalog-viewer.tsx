"use client";
/**
 * The catalogue viewer (spec sections 2, 4, 9): a modal dialog showing a catalogue's pages.
 * A processed catalogue shows its page images (viewer-image-stage.tsx) and never loads the
 * PDF or pdf.js; one without processed pages renders the PDF with pdf.js, loaded only then
 * (viewer-pdf-stage.tsx). It opens from any link carrying data-catalog-id (catalogue cards,
 * a page URL's "Open in viewer"; without JavaScript those links open the PDF itself), whose
 * data-catalog-pages lists the processed pages and data-catalog-page the page to open at,
 * and from the URL (?catalog=ID&catalogPage=N), which it keeps current so a page can be shared.
 * Its own parameter names: `page` belongs to the list underneath (page 2 of /catalogs).
 * Arrow keys and sideways swipes turn pages in the reading direction (mirrored in Arabic).
 * A native <dialog> opened with showModal() keeps focus inside and closes on Escape; focus
 * returns to the opener on close and page scroll is locked while open. This module is the small
 * part every page loads; the dialog itself (viewer-dialog.tsx) is fetched on first use.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "#i18n/languages.ts";
import type { ViewerCatalog as Catalog } from "#lib/viewer.ts";
import { useI18n } from "./i18n-provider.tsx";

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

function setUrl(catalog: string | null, page: number | null) {
  const url = new URL(window.location.href);
  if (catalog) {
    url.searchParams.set("catalog", catalog);
    url.searchParams.set("catalogPage", String(page ?? 1));
  } else {
    url.searchParams.delete("catalog");
    url.searchParams.delete("catalogPage");
  }
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** Announces a catalogue view to the visitor tracker (achievements). */
function announce(id: string) {
  window.dispatchEvent(new CustomEvent("uae:activity", { detail: { type: "catalog_view", id: Number(id) } }));
}

export function CatalogViewer() {
  const [catalog, setCatalog] = useState<(Catalog & { startPage: number }) | null>(null);
  const [Dialog, setDialog] = useState<DialogModule["ViewerDialog"] | null>(null);
  const { lang, t } = useI18n();
  const opener = useRef<HTMLElement | null>(null);

  /** `make` builds the catalogue once the dialog's module (with the parsers) is here. */
  const open = useCallback(
    (id: string, make: (m: DialogModule) => Catalog, startPage = 1, from: HTMLAnchorElement | null = null) => {
      opener.current = from ?? (document.activeElement as HTMLElement | null);
      setUrl(id, startPage);
      announce(id);
      loadDialog().then(
        (m) => {
          setDialog(() => m.ViewerDialog);
          setCatalog({ ...make(m), startPage });
        },
        () => {
          // The dialog could not be fetched: a link still leads to the PDF, as without JavaScript.
          setUrl(null, null);
          if (from) window.location.assign(from.href);
        },
      );
    },
    [],
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
    // A shared address reopens the catalogue at its page.
    const params = new URLSearchParams(window.location.search);
    const id = params.get("catalog");
    if (id && /^\d+$/.test(id)) {
      const page = Math.max(1, Number(params.get("catalogPage")) || 1);
      fetch(`/api/catalogs/${id}`, { credentials: "include" })
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
            page,
          );
        })
        .catch(() => undefined);
    }
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [open]);

  const close = useCallback(() => {
    setCatalog(null);
    setUrl(null, null);
  }, []);
  const id = catalog?.id;
  const onPage = useCallback((page: number) => id && setUrl(id, page), [id]);

  return catalog && Dialog ? (
    <Dialog
      lang={lang}
      t={t}
      key={catalog.id}
      catalog={catalog}
      startPage={catalog.startPage}
      onClose={close}
      onPage={onPage}
      opener={opener}
    />
  ) : null;
}

/** What GET /api/catalogs/:id answers that the viewer reads. */
type ApiCatalog = { id: number; title: string; titleAr: string | null; fileUrl: string; viewerPages?: unknown };
