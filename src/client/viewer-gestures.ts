/**
 * What fingers (and a mouse) do on the viewer's stage: a sideways swipe turns the page (in the
 * reading direction, while the page is not zoomed past the screen's width), two fingers pinch
 * the page image's zoom, and a double tap (or double click) zooms in about the tapped point, or
 * back to fit to screen. The page itself never zooms: the stage's touch-action leaves pinching to
 * this module, and a pinch's moves are held from the browser. Events inside a dialog over the
 * viewer (an offer's sheet) are that dialog's; taps on controls (an offer's area) are theirs.
 */
import { type RefObject, useEffect, useRef } from "react";
import { swipeStep, ZOOM_MAX } from "#lib/viewer.ts";

type Point = { x: number; y: number };

type Options = {
  rtl: boolean;
  /** The page is no wider than the stage: a sideways move is a swipe, not a scroll. */
  swipeable: boolean;
  turn: (step: 1 | -1) => void;
  zoom: number;
  fit: number;
  zoomTo: (zoom: number | null, at?: Point) => void;
  /** The event belongs to a dialog over the viewer. */
  elsewhere: (target: EventTarget | null) => boolean;
};

/** A tap moves less than this (px) and lasts less than TAP_MS; a second tap within DOUBLE_TAP_MS and as near is a double tap. */
const TAP_SLOP = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_SLOP = 40;

const isControl = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest("button, a, input, select, textarea, [role=button]");

function fingers(touches: TouchList): { distance: number; centre: Point } {
  const [a, b] = [touches[0]!, touches[1]!];
  return {
    distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
    centre: { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 },
  };
}

export function useStageGestures(stage: RefObject<HTMLElement | null>, options: Options) {
  // The listeners are attached once and read the viewer's current state here.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    let press: (Point & { id: number; at: number }) | null = null;
    let lastTap: (Point & { at: number }) | null = null;
    let pinch: { distance: number; zoom: number } | null = null;

    const onDown = (e: PointerEvent) => {
      if (!e.isPrimary || latest.current.elsewhere(e.target)) return;
      press = { x: e.clientX, y: e.clientY, id: e.pointerId, at: e.timeStamp };
    };
    const onUp = (e: PointerEvent) => {
      const start = press;
      press = null;
      if (!start || start.id !== e.pointerId || pinch) return;
      const o = latest.current;
      const [dx, dy] = [e.clientX - start.x, e.clientY - start.y];
      if (Math.hypot(dx, dy) < TAP_SLOP && e.timeStamp - start.at < TAP_MS) {
        const tap = { x: e.clientX, y: e.clientY, at: e.timeStamp };
        const double =
          !isControl(e.target) &&
          lastTap &&
          tap.at - lastTap.at < DOUBLE_TAP_MS &&
          Math.hypot(tap.x - lastTap.x, tap.y - lastTap.y) < DOUBLE_TAP_SLOP;
        lastTap = double || isControl(e.target) ? null : tap;
        if (double) o.zoomTo(o.zoom > o.fit ? null : ZOOM_MAX, tap);
        return;
      }
      if (e.pointerType === "mouse" || !o.swipeable) return;
      const step = swipeStep(dx, dy, o.rtl);
      if (step) o.turn(step);
    };
    const onCancel = () => {
      press = null;
    };

    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length !== 2 || latest.current.elsewhere(e.target)) return;
      pinch = { distance: fingers(e.touches).distance || 1, zoom: latest.current.zoom };
      press = null;
      lastTap = null;
    };
    const onTouchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      e.preventDefault(); // the page around the viewer keeps its scale
      const { distance, centre } = fingers(e.touches);
      latest.current.zoomTo((pinch.zoom * distance) / pinch.distance, centre);
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };

    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onCancel);
    el.addEventListener("touchstart", onTouchStart, { passive: true });
    el.addEventListener("touchmove", onTouchMove, { passive: false });
    el.addEventListener("touchend", onTouchEnd);
    el.addEventListener("touchcancel", onTouchEnd);
    return () => {
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onCancel);
      el.removeEventListener("touchstart", onTouchStart);
      el.removeEventListener("touchmove", onTouchMove);
      el.removeEventListener("touchend", onTouchEnd);
      el.removeEventListener("touchcancel", onTouchEnd);
    };
  }, [stage]);
}
