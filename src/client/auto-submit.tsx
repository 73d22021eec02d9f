"use client";
/**
 * Placed inside a GET filter form: once hydrated, any change submits the form and
 * the form's own submit button (marked data-auto-submit-hide) is hidden. Without
 * JavaScript the button stays and the form works the same.
 */
import { useEffect, useRef } from "react";

export function AutoSubmit() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    for (const el of form.querySelectorAll<HTMLElement>("[data-auto-submit-hide]")) el.hidden = true;
    const onChange = (e: Event) => {
      // Typing in a search box waits for Enter; choices apply at once.
      if ((e.target as HTMLInputElement).type === "search") return;
      form.requestSubmit();
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, []);
  return <span ref={ref} hidden />;
}
