"use client";
/**
 * Grid/list switch for a list of cards. The buttons are links carrying ?view=, so the
 * choice works without JavaScript and can be shared; once hydrated, switching happens
 * in place (the URL is updated without a reload). Card layout follows the list's
 * data-view attribute (see base.css). The list is server HTML beside the switch
 * (src/components/switchable-list.tsx), found by its id: not the island's content, so
 * hydrating the switch does not hydrate every card (issue 28).
 */
import { type ReactNode, useState } from "react";

type View = "grid" | "list";

type Props = {
  initial: View;
  /** The group's and the buttons' names, in the page's language (view.label, view.grid, view.list). */
  labels: { label: string; grid: string; list: string };
  gridHref: string;
  listHref: string;
  /** Server-rendered toolbar content shown before the buttons (result count, sort). */
  toolbar?: ReactNode;
  /** The id of the list whose data-view the switch sets. */
  list: string;
};

/**
 * Carries the chosen view into the page's links and forms marked data-keeps-view
 * (pagination, sort, filters), so the next request renders the same view; the grid,
 * being the default, is left out of the URL.
 */
function keepView(view: View) {
  for (const a of document.querySelectorAll<HTMLAnchorElement>("a[data-keeps-view]")) {
    const url = new URL(a.href);
    if (view === "grid") url.searchParams.delete("view");
    else url.searchParams.set("view", view);
    a.href = url.pathname + url.search;
  }
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-keeps-view]")) {
    let input = form.querySelector<HTMLInputElement>("input[name=view]");
    if (!input && view === "grid") continue;
    if (!input) {
      input = document.createElement("input");
      input.type = "hidden";
      input.name = "view";
      form.append(input);
    }
    // Disabled rather than removed: a disabled field is not submitted, and React keeps its node.
    input.disabled = view === "grid";
    input.value = view;
  }
}

export function ViewToggle({ initial, labels, gridHref, listHref, toolbar, list }: Props) {
  const [view, setView] = useState<View>(initial);
  const choose = (next: View, href: string) => (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setView(next);
    document.getElementById(list)?.setAttribute("data-view", next);
    window.history.replaceState(window.history.state, "", href);
    keepView(next);
  };
  const button = (v: View, href: string, label: string, icon: ReactNode) => (
    <a
      href={href}
      onClick={choose(v, href)}
      aria-label={label}
      aria-current={view === v ? "true" : undefined}
      title={label}
      className={`flex h-9 w-9 items-center justify-center rounded-md ${view === v ? "bg-teal-700 text-white shadow-sm" : "text-slate-500 hover:bg-slate-100"}`}
      data-testid={`view-${v}`}
    >
      {icon}
    </a>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {toolbar}
      <div
        className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white p-1"
        role="group"
        aria-label={labels.label}
      >
        {button(
          "grid",
          gridHref,
          labels.grid,
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path d="M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z" />
          </svg>,
        )}
        {button(
          "list",
          listHref,
          labels.list,
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path d="M3 4h18v4H3zM3 10h18v4H3zM3 16h18v4H3z" />
          </svg>,
        )}
      </div>
    </div>
  );
}
