/**
 * The error boundary around every island (issue 20): what the island throws while rendering
 * or in an effect, or as its module fails to load, stops here. The island is replaced by its
 * notice followed by the server-rendered content it was given (its children, a toolbar), so
 * a list wrapped by a broken island is still there; the rest of the page goes on working.
 * Not a 'use client' module: only the browser's module shim reaches it (island-module.tsx).
 */
import { Component, type ErrorInfo, Fragment, type ReactNode } from "react";
import { IslandNotice } from "./island-notice.tsx";

/** How one island fails, where it differs from a notice followed by its content. */
export type FailureStyle = {
  /** No notice: the island shows nothing of its own (a provider, a tracker). */
  quiet?: boolean;
  /** Its content is left out: it was a closed disclosure's, and would sit open in the page. */
  dropContent?: boolean;
  /** Classes for the notice, where the island showed only at some sizes. */
  noticeClass?: string;
};

type Props = {
  /** The island's export name (ViewToggle), for the notice and the log. */
  name: string;
  failure: FailureStyle;
  /** The island's props, whose server-rendered content outlives it. */
  props: Record<string, unknown>;
  children: ReactNode;
};

export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  // Logged once per island by hydrateRoot's onCaughtError (reportIslandError, below).
  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { name, failure, props, children } = this.props;
    if (!this.state.failed) return children;
    const lang = document.documentElement.lang === "ar" ? "ar" : "en";
    return (
      <>
        {failure.quiet ? null : <IslandNotice name={name} lang={lang} className={failure.noticeClass} />}
        {failure.dropContent ? null : slotsOf(props)}
      </>
    );
  }
}

/**
 * hydrateRoot's onCaughtError: one console.error naming the island, so an operator reading
 * the console, and the e2e journeys (which fail on any console error), see what broke.
 */
export function reportIslandError(error: unknown, info: ErrorInfo & { errorBoundary?: unknown }) {
  const name = info.errorBoundary instanceof IslandBoundary ? info.errorBoundary.props.name : "a client component";
  console.error(`[island] ${name} failed and shows its notice instead:`, error);
}

/**
 * The content the server put into an island: `children` and any prop holding React
 * elements (ViewToggle's toolbar), in the order the props came.
 */
export function slotsOf(props: Record<string, unknown>): ReactNode[] {
  return Object.entries(props)
    .filter(([key, value]) => (key === "children" ? value != null : holdsElements(value)))
    .map(([key, value]) => <Fragment key={key}>{value as ReactNode}</Fragment>);
}

function holdsElements(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsElements);
  // Elements, and the lazy references the Flight client leaves for parts still streaming.
  return typeof value === "object" && value !== null && "$$typeof" in value;
}
