"use client";
/**
 * The branch page's embedded map (spec: when the branch has coordinates), put in once its place
 * comes near the screen. A map frame is a whole page of its own to the browser: made while the
 * page was read, it cost Lighthouse's phone about 300 ms of blocked time (issue 28) for a map that
 * sits under the branch's details and is often never scrolled to. Without JavaScript the frame is
 * there from the start (in noscript), as before.
 */
import { useEffect, useRef, useState } from "react";
import { whenNear } from "./when-near.ts";

export function MapEmbed({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (box.current ? whenNear(box.current, () => setNear(true)) : undefined), []);
  const frame = (
    <iframe
      title={title}
      src={src}
      className="h-80 w-full border-0"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="branch-map-frame"
    />
  );
  return (
    <div ref={box} className="h-80 w-full" data-testid="branch-map">
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
