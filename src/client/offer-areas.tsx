"use client";
/**
 * The offers of a catalogue page as areas over its image (issue 23, item 3). The server
 * renders each as a link to the offer's own URL (?offer=ID, whose sheet it renders inline),
 * placed with percentages of the image so it follows the image at any width; that is all
 * there is without JavaScript. Once hydrated, an area is a button that opens the offer's
 * sheet in a modal <dialog>: showModal() moves focus into it and keeps it there, Escape or the
 * close button or a tap outside closes it, and focus goes back to the area that opened it.
 * The sheets come as data (`sheets`) and are rendered here by src/client/offer-sheet-view.tsx,
 * loaded once the browser is idle (or on the first tap, if that comes first). Should that code
 * fail to load (offline, a deploy in between), the tap follows the area's link instead: the
 * offer's own URL, which shows the same sheet.
 * The catalogue viewer wraps each page it shows in this layer at once and hands it the areas
 * when they arrive: with none it is the page alone, and the page keeps its place in the tree.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { OfferArea, OfferSheets } from "#lib/offer-layer.ts";
import { AddToList } from "./add-to-list.tsx";
import { count } from "./analytics.ts";
import { ShareButton } from "./share-button.tsx";

type SheetView = typeof import("./offer-sheet-view.tsx").OfferSheetView;

let sheetView: Promise<SheetView> | null = null;

/** The sheet's code, loaded once for every layer of the page; a failed load is forgotten, so a later tap tries again. */
function loadSheetView(): Promise<SheetView> {
  sheetView ??= import("./offer-sheet-view.tsx").then(
    (m) => m.OfferSheetView,
    (error: unknown) => {
      sheetView = null;
      throw error;
    },
  );
  return sheetView;
}

/** Runs `load` when the browser is idle (or soon, where it cannot say); the returned function cancels it. */
function whenIdle(load: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 1000);
  return () => clearTimeout(handle);
}

export function OfferAreas({
  areas,
  current,
  sheets,
  labels,
  children,
}: {
  areas: OfferArea[];
  /** The offer the URL names (?offer=), highlighted. */
  current: number | null;
  /** The offers' sheets as data; null until the viewer has them. */
  sheets: OfferSheets | null;
  labels: { list: string; close: string };
  /** The page image the areas lie over. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [View, setView] = useState<SheetView | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A tap waiting for the sheet's code: another tap meanwhile (a double tap) neither opens nor counts again.
  const waiting = useRef(false);

  useEffect(() => setEnhanced(true), []);
  const hasSheets = areas.length > 0 && sheets !== null;
  useEffect(() => {
    if (!hasSheets) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadSheetView().then(
        (view) => live && setView(() => view),
        () => {}, // a tap tries again
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [hasSheets]);
  useEffect(() => {
    const d = dialog.current;
    if (open !== null && d && !d.open) d.showModal();
  }, [open]);

  // Every way of closing (the button, Escape, the backdrop) ends in the dialog's close event.
  const close = () => dialog.current?.close();
  const closed = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <div className="relative" data-testid="offer-layer">
      {children}
      {areas.length > 0 && (
        <>
          <ul aria-label={labels.list} className="absolute inset-0 m-0 list-none p-0">
            {areas.map((a) => (
              <li key={a.id}>
                <a
                  href={a.href}
                  aria-current={a.id === current ? "true" : undefined}
                  role={enhanced ? "button" : undefined}
                  aria-haspopup={enhanced ? "dialog" : undefined}
                  style={a.box}
                  className="offer-area"
                  data-offer-id={a.id}
                  data-testid="offer-area"
                  onClick={(e) => {
                    if (!sheets?.offers[a.id] || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
                      return;
                    }
                    e.preventDefault();
                    opener.current = e.currentTarget;
                    const show = (view: SheetView) => {
                      count({ type: "offer_tap", offer: a.id });
                      setView(() => view);
                      setOpen(a.id);
                    };
                    if (View) show(View);
                    else if (!waiting.current) {
                      waiting.current = true;
                      loadSheetView()
                        .then(show, () => window.location.assign(a.href))
                        .finally(() => {
                          waiting.current = false;
                        });
                    }
                  }}
                  onKeyDown={(e) => {
                    // A button also answers the space bar.
                    if (e.key !== " " || !enhanced) return;
                    e.preventDefault();
                    e.currentTarget.click();
                  }}
                >
                  {/* The name in text rather than aria-label: read by every screen reader, and by translators. */}
                  <span className="sr-only">{a.label}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop closes it; Escape, its keyboard twin, the dialog handles itself */}
          <dialog
            ref={dialog}
            aria-labelledby={open === null ? undefined : `dialog-${open}-name`}
            className="offer-dialog"
            data-testid="offer-dialog"
            onClose={closed}
            onClick={(e) => {
              if (e.target === e.currentTarget) close();
            }}
          >
            {open !== null && (
              <div className="offer-dialog-body">
                <button type="button" onClick={close} className="offer-dialog-close" data-testid="offer-dialog-close">
                  {labels.close}
                </button>
                {View && sheets && <View sheets={sheets} id={open} Share={ShareButton} AddToList={AddToList} />}
              </div>
            )}
          </dialog>
        </>
      )}
    </div>
  );
}
