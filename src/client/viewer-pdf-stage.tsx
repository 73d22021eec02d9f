/**
 * The viewer's page for a catalogue without processed pages: pdf.js (loaded on first use)
 * renders the PDF into a canvas. Processed catalogues never reach this module's pdf.js.
 * `layer` puts the page's offers over the canvas, in a frame the canvas's own size (the offers'
 * boxes are fractions of the page, whatever draws it).
 */
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { pdfSource, READING_WIDTH } from "#lib/viewer.ts";
import { loadPdfJs } from "./load-pdfjs.ts";

type Props = {
  fileUrl: string;
  page: number;
  zoom: number;
  stage: { current: HTMLElement | null };
  /** The page drawn: its size (PDF points), for fit to screen. */
  onSize: (size: [number, number]) => void;
  /** The document is open: its page count. */
  onOpen: (pageCount: number) => void;
  onFail: () => void;
  layer: (page: ReactNode) => ReactNode;
};

export function PdfStage({ fileUrl, page, zoom, stage, onSize, onOpen, onFail, layer }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);

  // Load the document.
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    if (!fileUrl) {
      onFail();
      return;
    }
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ url: pdfSource(fileUrl), isEvalSupported: false }).promise)
      .then((d) => {
        loaded = d;
        if (cancelled) return void d.destroy();
        setDoc(loaded);
        onOpen(loaded.numPages);
      })
      .catch(() => !cancelled && onFail());
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [fileUrl, onOpen, onFail]);

  // Render the current page at the current zoom (100% = the page fits the stage's width).
  useEffect(() => {
    if (!doc || !canvas.current || !stage.current || page > doc.numPages) return;
    let task: RenderTask | null = null;
    let stopped = false;
    void doc.getPage(page).then((p) => {
      if (stopped || !canvas.current || !stage.current) return;
      const natural = p.getViewport({ scale: 1 });
      onSize([natural.width, natural.height]);
      // 100% fits the page to the stage width, up to a comfortable reading width.
      const fit = Math.min(stage.current.clientWidth - 32, READING_WIDTH) / natural.width;
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
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [doc, page, zoom, stage, onSize]);

  return (
    <div className={`mx-auto w-fit ${doc ? "" : "hidden"}`} data-zoom-page="">
      {layer(
        // dir=ltr: a canvas inherits the page's direction, and pdf.js lays out glyphs itself.
        <canvas
          ref={canvas}
          dir="ltr"
          className={`block bg-white shadow-2xl ${doc ? "" : "hidden"}`}
          data-testid="viewer-canvas"
          data-page={page}
        />,
      )}
    </div>
  );
}
