/**
 * A catalogue page's image with its offers drawn over it, for the offers editor: each offer is
 * a button (select it; the keyboard's arrows then move it, with Shift resize it), the selected
 * one can be dragged and resized from its corners with any pointer, and in drawing mode a drag
 * over the page draws a new box. The page is a picture, left to right in either language, so
 * this part is laid out left to right and its arrows go where they point.
 */
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OfferBox } from "#lib/offers.ts";
import { boxBetween, type Corner, fitBox, keyedBox, MIN_SIZE, moveBox, resizeBox } from "./box-geometry.ts";

/** An offer as drawn: where it is now (the selected one as being edited) and how it looks. */
export type DrawnOffer = { key: number | "new"; box: OfferBox; label: string; price: string; corrected: boolean };

type Props = {
  image: { src: string; width: number; height: number; alt: string };
  offers: DrawnOffer[];
  selected: number | "new" | null;
  /** Asks to select an offer; false when the operator kept the one they were changing. */
  onSelect: (key: number | "new") => boolean;
  onBox: (box: OfferBox) => void;
  drawing: boolean;
  onDrawn: (box: OfferBox) => void;
  onStopDrawing: () => void;
  hintId: string;
};

type Drag = { mode: "move" | Corner; x: number; y: number; box: OfferBox };
const CORNERS: Corner[] = ["nw", "ne", "sw", "se"];
const CORNER_PLACE: Record<Corner, string> = {
  nw: "-left-2 -top-2 cursor-nwse-resize",
  ne: "-right-2 -top-2 cursor-nesw-resize",
  sw: "-bottom-2 -left-2 cursor-nesw-resize",
  se: "-bottom-2 -right-2 cursor-nwse-resize",
};

const percent = (b: OfferBox) => ({
  left: `${b.x * 100}%`,
  top: `${b.y * 100}%`,
  width: `${b.width * 100}%`,
  height: `${b.height * 100}%`,
});

export function OfferCanvas(props: Props) {
  const { image, offers, selected, onSelect, onBox, drawing, onDrawn, onStopDrawing, hintId } = props;
  const { t } = useTranslation("admin");
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [sketch, setSketch] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(null);

  /** Where a pointer is, as fractions of the page. */
  const at = (e: PointerEvent) => {
    const r = stage.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
  };

  function startDrag(e: PointerEvent<HTMLElement>, key: number | "new", box: OfferBox, mode: Drag["mode"]) {
    if (e.button !== 0 || drawing) return;
    e.stopPropagation();
    if (selected !== key && !onSelect(key)) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { mode, ...at(e), box };
  }
  function moveDrag(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    const p = at(e);
    const dx = p.x - d.x;
    const dy = p.y - d.y;
    onBox(d.mode === "move" ? moveBox(d.box, dx, dy) : resizeBox(d.box, d.mode, dx, dy));
  }
  const endDrag = () => {
    drag.current = null;
  };

  function onKey(e: KeyboardEvent, key: number | "new", box: OfferBox) {
    if (selected !== key) return;
    const next = keyedBox(box, e.key, e.shiftKey, e.altKey);
    if (!next) return;
    e.preventDefault(); // the arrows move the box, not the page
    onBox(next);
  }

  function endSketch(e: PointerEvent) {
    if (!sketch) return;
    const to = at(e);
    setSketch(null);
    const drawn = boxBetween(sketch.from, to);
    // A tap (no drag) places a box of a usual offer's size around the point.
    const tapped = drawn.width <= MIN_SIZE && drawn.height <= MIN_SIZE;
    onDrawn(tapped ? fitBox({ x: to.x - 0.1, y: to.y - 0.05, width: 0.2, height: 0.1 }) : drawn);
  }

  return (
    <div
      ref={stage}
      dir="ltr"
      className="relative w-full touch-manipulation select-none overflow-hidden rounded-xl border border-slate-300 bg-white"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-testid="offer-canvas"
    >
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        draggable={false}
        className="absolute inset-0 h-full w-full"
      />
      {offers.map((o) => {
        const isSelected = selected === o.key;
        return (
          <button
            key={o.key}
            type="button"
            aria-label={o.label}
            aria-pressed={isSelected}
            aria-describedby={hintId}
            onClick={() => selected !== o.key && onSelect(o.key)}
            onPointerDown={(e) => startDrag(e, o.key, o.box, "move")}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={(e) => onKey(e, o.key, o.box)}
            // Only the selected box takes a finger's drag; the others let the page scroll.
            className={`absolute rounded-sm border-2 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-500 ${
              isSelected
                ? "z-10 cursor-move touch-none border-amber-500 bg-amber-400/20 ring-2 ring-amber-500/60"
                : o.corrected
                  ? "border-dashed border-fuchsia-600 bg-fuchsia-500/10 hover:bg-fuchsia-500/20"
                  : "border-teal-600 bg-teal-500/10 hover:bg-teal-500/20"
            } ${o.key === "new" ? "border-dashed" : ""}`}
            style={percent(o.box)}
            data-testid="offer-box"
            data-offer={o.key}
          >
            {o.price && (
              <span
                // Above the box, so the name printed inside stays readable; too small to help on a phone.
                className={`absolute bottom-full left-0 hidden whitespace-nowrap rounded-t px-1 text-[11px] font-semibold leading-4 text-white sm:block ${
                  isSelected ? "bg-amber-700" : o.corrected ? "bg-fuchsia-700" : "bg-teal-800"
                }`}
              >
                {o.price}
              </span>
            )}
            {isSelected &&
              CORNERS.map((c) => (
                <span
                  key={c}
                  aria-hidden="true"
                  onPointerDown={(e) => startDrag(e, o.key, o.box, c)}
                  onPointerMove={moveDrag}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  className={`absolute h-4 w-4 rounded-full border-2 border-white bg-amber-600 shadow ${CORNER_PLACE[c]}`}
                  data-testid={`offer-handle-${c}`}
                />
              ))}
          </button>
        );
      })}
      {drawing && (
        // A layer over the page that turns a drag into a box; Escape on the draw button stops it.
        <div
          className="absolute inset-0 z-20 cursor-crosshair touch-none bg-sky-500/5"
          onPointerDown={(e) => {
            if (e.button !== 0) return;
            e.currentTarget.setPointerCapture(e.pointerId);
            setSketch({ from: at(e), to: at(e) });
          }}
          onPointerMove={(e) => sketch && setSketch({ ...sketch, to: at(e) })}
          onPointerUp={endSketch}
          onPointerCancel={() => {
            setSketch(null);
            onStopDrawing();
          }}
          data-testid="offer-draw-layer"
          title={t("offers.drawHint")}
        >
          {sketch && (
            <span
              className="absolute border-2 border-dashed border-sky-600 bg-sky-400/20"
              style={percent(boxBetween(sketch.from, sketch.to))}
            />
          )}
        </div>
      )}
    </div>
  );
}
