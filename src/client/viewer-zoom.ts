/**
 * The viewer's zoom (issue 24, item 7): "fit to screen" (the whole page in the stage) until the
 * shopper zooms, then a percentage of the reading width (lib/viewer.ts). The fit level follows
 * the stage's size (a phone turned, a window resized). Zooming about a point (a pinch's centre,
 * a double tap) keeps that point of the page where it was on screen; the buttons zoom about the
 * stage's centre. The page element is the stage's [data-zoom-page] (image and PDF stages mark it).
 */
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import { fitZoom, stepZoom, ZOOM_MAX, ZOOM_MIN } from "#lib/viewer.ts";

type Point = { x: number; y: number };

/** The stage's inner box: its visible area without the padding around the page. */
function innerBox(el: HTMLElement) {
  const style = getComputedStyle(el);
  const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
  return {
    width: el.clientWidth - px("padding-left") - px("padding-right"),
    height: el.clientHeight - px("padding-top") - px("padding-bottom"),
  };
}

const pageOf = (stage: HTMLElement | null) => stage?.querySelector<HTMLElement>("[data-zoom-page]") ?? null;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** `pageSize`: the page's [width, height] (any unit), null until known (a PDF still opening). */
export function useViewerZoom(stage: RefObject<HTMLElement | null>, pageSize: [number, number] | null) {
  /** The shopper's zoom; null while fitted to the screen. */
  const [chosen, setChosen] = useState<number | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  /** The point to keep in place through the next zoom: where on screen, and where on the page (fractions). */
  const anchor = useRef<Point & { u: number; v: number }>(null);

  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () =>
      setBox((old) => {
        const next = innerBox(el);
        return next.width === old.width && next.height === old.height ? old : next;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stage]);

  const fit = pageSize ? fitZoom(box, pageSize) : 100;
  const zoom = chosen ?? fit;

  /** Zooms to `next` percent (null: fit to screen) about `at` (client coordinates; the stage's centre if absent). */
  const zoomTo = useCallback(
    (next: number | null, at?: Point) => {
      const el = stage.current;
      const page = pageOf(el);
      if (el && page) {
        const s = el.getBoundingClientRect();
        const r = page.getBoundingClientRect();
        const point = at ?? { x: s.left + s.width / 2, y: s.top + s.height / 2 };
        anchor.current = {
          ...point,
          u: r.width ? clamp01((point.x - r.left) / r.width) : 0.5,
          v: r.height ? clamp01((point.y - r.top) / r.height) : 0,
        };
      }
      setChosen(next === null ? null : Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next))));
    },
    [stage],
  );

  // Once the page has its new size, scroll so the anchored point is back under the finger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the zoom has changed the page's size
  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    const el = stage.current;
    const page = pageOf(el);
    if (!a || !el || !page) return;
    const r = page.getBoundingClientRect();
    el.scrollLeft += r.left + a.u * r.width - a.x;
    el.scrollTop += r.top + a.v * r.height - a.y;
  }, [zoom, stage]);

  return {
    zoom,
    fit,
    fitted: chosen === null,
    zoomTo,
    step: (direction: 1 | -1) => zoomTo(stepZoom(zoom, direction)),
  };
}
