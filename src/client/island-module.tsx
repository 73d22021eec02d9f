/**
 * Every client component the server's pages use reaches the browser through the module shim
 * (webpack-shim.ts), which hands the Flight client the module as this file reshapes it: each
 * exported component wrapped in its own IslandBoundary, so one island that throws or whose
 * module fails to load fails alone and no server component has to remember to add a boundary.
 */
import type { ComponentType } from "react";
import { type FailureStyle, IslandBoundary } from "./island-boundary.tsx";

type ModuleExports = Record<string, unknown>;

/**
 * Islands that fail otherwise than with a notice followed by their content, by export name.
 * Quiet ones show nothing of their own: when one fails the page loses a behaviour, not a
 * part, and a notice would only puzzle (the failure is still logged). The phone menu's
 * content is a closed disclosure's; shown in the header row it would push the header apart.
 */
const FAILURES: Record<string, FailureStyle> = {
  I18nProvider: { quiet: true },
  AdminI18nProvider: { quiet: true },
  EmirateLinks: { quiet: true },
  VisitorTracker: { quiet: true },
  CountView: { quiet: true },
  Toaster: { quiet: true },
  CatalogViewer: { quiet: true },
  AdminGate: { quiet: true },
  MobileMenu: { dropContent: true, noticeClass: "md:hidden" },
};
const NOTICE: FailureStyle = {};

/** `Component` inside its own boundary; the wrapper keeps the name for React's component stacks. */
export function island<P extends object>(Component: ComponentType<P>, name: string) {
  const failure = FAILURES[name] ?? NOTICE;
  const Island = (props: P) => (
    <IslandBoundary name={name} failure={failure} props={props as Record<string, unknown>}>
      <Component {...props} />
    </IslandBoundary>
  );
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * The module's exports with each function (a component, as far as the Flight client is
 * concerned) wrapped once, so a component keeps one identity across renders. Client modules
 * importing each other get the real exports: only the Flight client sees these.
 */
export function islandModule(exports: ModuleExports): ModuleExports {
  const wrapped: ModuleExports = {};
  for (const [name, value] of Object.entries(exports)) {
    wrapped[name] = typeof value === "function" ? island(value as ComponentType<object>, name) : value;
  }
  return wrapped;
}

/**
 * Stands in for a module that could not be loaded (network error, 404, syntax error): any
 * export the Flight client asks for is an island that throws `error` when rendered, so its
 * boundary shows the notice and the error is logged once, as the island's.
 */
export function unavailableModule(error: unknown): ModuleExports {
  const standIns = new Map<string, ComponentType<object>>();
  const standIn = (name: string) => {
    let found = standIns.get(name);
    if (!found) {
      found = island(() => {
        throw error;
      }, name);
      standIns.set(name, found);
    }
    return found;
  };
  // Not `then`: the module is a promise's value, and a `then` would make it a thenable.
  const exported = (name: string | symbol): name is string => typeof name === "string" && name !== "then";
  // The Flight client checks an export with hasOwnProperty before reading it.
  return new Proxy({} as ModuleExports, {
    get: (_, name) => (exported(name) ? standIn(name) : undefined),
    getOwnPropertyDescriptor: (_, name) =>
      exported(name) ? { value: standIn(name), configurable: true, enumerable: true } : undefined,
  });
}
