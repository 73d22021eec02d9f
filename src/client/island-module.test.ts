import { afterEach, describe, expect, test } from "bun:test";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IslandBoundary, slotsOf } from "./island-boundary.tsx";
import { island, islandModule, unavailableModule } from "./island-module.tsx";

type Props = Record<string, unknown>;
const Toggle = ({ label, children }: { label: string; children?: ReactNode }) =>
  createElement("div", { "data-label": label }, children);

/** What a failed IslandBoundary renders, on a page in `lang` (the boundary reads <html lang>). */
function failedMarkup(name: string, props: Props, lang = "en"): string {
  Object.assign(globalThis, { document: { documentElement: { lang } } });
  const element = island(Toggle as ComponentType<Props>, name)(props);
  const boundary = new IslandBoundary(element.props as ConstructorParameters<typeof IslandBoundary>[0]);
  boundary.state = IslandBoundary.getDerivedStateFromError();
  return renderToStaticMarkup(boundary.render() as ReactNode);
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("islandModule", () => {
  test("a wrapped island renders exactly the markup of the bare component, so hydration sees no difference", () => {
    const { Toggle: Wrapped } = islandModule({ Toggle }) as { Toggle: ComponentType<Props> };
    const props = { label: "grid", children: createElement("p", null, "cards") };
    expect(renderToStaticMarkup(createElement(Wrapped, props))).toBe(
      renderToStaticMarkup(createElement(Toggle, props)),
    );
  });

  test("wraps functions, keeps other exports as they are, and names the wrapper after the island", () => {
    const limits = { max: 3 };
    const wrapped = islandModule({ Toggle, limits, VERSION: "1" });
    expect(wrapped.Toggle).not.toBe(Toggle);
    expect((wrapped.Toggle as { displayName?: string }).displayName).toBe("Island(Toggle)");
    expect(wrapped.limits).toBe(limits);
    expect(wrapped.VERSION).toBe("1");
  });
});

describe("unavailableModule", () => {
  const failed = unavailableModule(new TypeError("Failed to fetch dynamically imported module"));

  test("answers any export the Flight client asks for, as an own property, with one identity per name", () => {
    expect(Object.hasOwn(failed, "ViewToggle")).toBe(true);
    expect(failed.ViewToggle).toBe(failed.ViewToggle);
    expect(failed.ViewToggle).not.toBe(failed.MobileMenu);
    expect((failed.ViewToggle as { displayName?: string }).displayName).toBe("Island(ViewToggle)");
  });

  test("is not a thenable, so the import promise it settles resolves to it", async () => {
    expect(failed.then).toBeUndefined();
    expect(await Promise.resolve(failed)).toBe(failed);
  });

  test("its islands throw the load error into their boundary", () => {
    const element = (failed.ViewToggle as (p: Props) => { props: { children: { type: () => unknown } } })({});
    expect(() => element.props.children.type()).toThrow("Failed to fetch dynamically imported module");
  });
});

describe("a failed island", () => {
  const content = {
    label: "grid",
    toolbar: createElement("b", null, "33 stores"),
    children: createElement("ul", null),
  };

  test("shows the notice in the page's language, then the content the server gave it", () => {
    const en = failedMarkup("ViewToggle", content);
    expect(en).toContain('role="status"');
    expect(en).toContain('data-island="ViewToggle"');
    expect(en).toContain("Couldn&#x27;t load");
    expect(en).toContain('aria-label="Reload the page"');
    expect(en.indexOf("island-failed")).toBeLessThan(en.indexOf("<b>33 stores</b><ul></ul>"));
    const ar = failedMarkup("ViewToggle", content, "ar");
    expect(ar).toContain("تعذّر التحميل");
    expect(ar).toContain('aria-label="أعد تحميل الصفحة"');
  });

  test("a provider fails quietly: its content stays, with no notice", () => {
    expect(failedMarkup("I18nProvider", { lang: "en", children: createElement("main", null, "page") })).toBe(
      "<main>page</main>",
    );
  });

  test("the phone menu keeps to a notice at phone size, without its closed content", () => {
    const markup = failedMarkup("MobileMenu", { children: createElement("nav", null, "links") });
    expect(markup).toContain("md:hidden");
    expect(markup).not.toContain("<nav>");
  });
});

describe("slotsOf", () => {
  test("keeps children and props holding elements, in order, and leaves data out", () => {
    const slots = slotsOf({
      label: "Grid",
      labels: { grid: "Grid" },
      toolbar: [createElement("span", { key: "n" }, "33"), "stores"],
      children: "cards",
    });
    expect(renderToStaticMarkup(createElement("div", null, slots))).toBe("<div><span>33</span>storescards</div>");
  });

  test("leaves out absent children", () => {
    expect(slotsOf({ children: undefined, href: "/x" })).toEqual([]);
  });
});
