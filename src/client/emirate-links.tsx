"use client";
/**
 * The remembered emirate, applied in the browser (src/server/emirate-choice.ts): once
 * hydrated, the site's own links to the lists (header navigation and logo, footer,
 * breadcrumbs: whatever sits inside [data-emirate-links]) gain ?emirate=<the choice>
 * while the cookie holds one, and the header's search form (/search lists by emirate)
 * gains a hidden emirate field. The server never reads the cookie for a page, so every
 * page stays a function of its URL and may be cached by URL, here and in a CDN.
 */
import { useEffect } from "react";
import { splitLangPrefix } from "#i18n/languages.ts";
import { listsByEmirate, rememberedEmirate } from "#lib/emirate-slugs.ts";

/** Undoes what an earlier run added: a page restored from the back-forward cache may have a new choice by now. */
function undo() {
  for (const a of document.querySelectorAll<HTMLAnchorElement>("a[data-emirate-before]")) {
    a.setAttribute("href", a.dataset.emirateBefore ?? "");
    delete a.dataset.emirateBefore;
  }
  for (const input of document.querySelectorAll("input[data-emirate-added]")) input.remove();
}

function apply() {
  undo();
  const emirate = rememberedEmirate(document.cookie);
  if (!emirate) return;
  for (const a of document.querySelectorAll<HTMLAnchorElement>("[data-emirate-links] a[href]")) {
    const url = new URL(a.href);
    if (url.origin !== location.origin || url.searchParams.has("emirate")) continue;
    if (!listsByEmirate(splitLangPrefix(url.pathname).path)) continue;
    url.searchParams.set("emirate", emirate);
    a.dataset.emirateBefore = a.getAttribute("href") ?? "";
    a.setAttribute("href", url.pathname + url.search + url.hash);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-testid="header-search"]')) {
    if (form.elements.namedItem("emirate")) continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = "emirate";
    input.value = emirate;
    input.dataset.emirateAdded = "";
    form.append(input);
  }
}

export function EmirateLinks() {
  useEffect(() => {
    apply();
    const restored = (e: PageTransitionEvent) => e.persisted && apply();
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  return null;
}
