/**
 * The islands' tree made from a straight-to-HTML render's notes: nested islands keep the numbers
 * the HTML gave them, server components inside an island's props are rendered, ambient providers
 * hold the islands below them, and what cannot be read says so.
 */
import { describe, expect, test } from "bun:test";
import {
  type ComponentType,
  createElement,
  isValidElement,
  memo,
  type ReactElement,
  type ReactNode,
  useId,
} from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type ClientExport, clientStub, IslandRecorder, withRecorder } from "./island-html.tsx";
import { islandsTree, Unconvertible } from "./island-payload.ts";

type Props = Record<string, unknown> & { children?: ReactNode };
const real: Record<string, ComponentType<Props>> = {
  I18nProvider: ({ children }) => createElement("i18n-real", null, children),
  Panel: ({ title, children }) => createElement("section", null, String(title), children),
  Button: ({ label }) => createElement("button", { type: "button" }, String(label)),
};
const I18nProvider = clientStub("src/client/i18n.tsx", "I18nProvider");
const Panel = clientStub("src/client/panel.tsx", "Panel");
const Button = clientStub("src/client/button.tsx", "Button");
const references = new Map<string, ComponentType<Props>>();
const referenceOf = ({ id, name }: ClientExport) => {
  const key = `${id}#${name}`;
  if (!references.has(key))
    references.set(
      key,
      Object.assign(() => null, { displayName: `ref:${name}` }),
    );
  return references.get(key)!;
};

function render(tree: ReactNode) {
  const recorder = new IslandRecorder(({ name }) => real[name]! as ComponentType<Record<string, unknown>>);
  const html = renderToStaticMarkup(withRecorder(recorder, tree));
  return { html, recorder };
}

/** The tree as text: references by name, markers with their numbers. */
function shape(node: unknown): string {
  if (Array.isArray(node)) return node.map(shape).join("");
  if (!isValidElement(node)) return node === null || node === undefined ? "" : String(node);
  const el = node as ReactElement<Props>;
  const { children, ...rest } = el.props;
  const name = typeof el.type === "string" ? el.type : (el.type as unknown as { displayName: string }).displayName;
  const attrs = Object.entries(rest)
    .map(([k, v]) => ` ${k}=${JSON.stringify(v)}`)
    .join("");
  return `<${name}${attrs}>${shape(children)}</${name}>`;
}

const Heading = ({ text }: { text: string }) => createElement("h2", null, text);
const Memo = memo(() => createElement("i", null, "memo"));
/** A server component with a hook: Flight's renderer allows useId. */
const WithId = () => createElement("i", { id: useId() }, "with an id");
/** A server component making two islands. */
const Form = ({ label }: { label: string }) =>
  createElement("form", null, createElement(Button, { label }), createElement(Button, { label: `${label}!` }));
const staticCalls = { count: 0 };
const Static = () => {
  staticCalls.count++;
  return createElement("p", null, "static");
};

describe("islandsTree", () => {
  test("an island inside an island's children keeps the HTML's number; server components in them are rendered", () => {
    const { html, recorder } = render(
      createElement("main", null, [
        createElement(Button, { key: "a", label: "first" }),
        createElement(
          Panel,
          { key: "b", title: "T" },
          createElement(Heading, { text: "inside" }),
          createElement(Button, { label: "nested" }),
        ),
      ]),
    );
    expect(html).toContain(
      '<uae-island data-i="2" style="display:contents"><button type="button">nested</button></uae-island>',
    );
    const tree = shape(islandsTree(recorder, referenceOf));
    expect(tree).toBe(
      '<uae-island data-i="0" style={"display":"contents"}><ref:Button label="first"></ref:Button></uae-island>' +
        '<uae-island data-i="1" style={"display":"contents"}><ref:Panel title="T"><h2>inside</h2>' +
        '<uae-island data-i="2" style={"display":"contents"}><ref:Button label="nested"></ref:Button></uae-island>' +
        "</ref:Panel></uae-island>",
    );
  });

  test("an island a server component in an island's props makes keeps the HTML's number too", () => {
    // The payload calls Form again, which makes new elements and props: found by export and props.
    const { html, recorder } = render(
      createElement(
        Panel,
        { title: "T" },
        createElement(Form, { label: "go" }),
        createElement(Button, { label: "go" }),
      ),
    );
    expect(html).toContain('<uae-island data-i="1" style="display:contents"><button type="button">go</button>');
    expect(html).toContain('<uae-island data-i="2" style="display:contents"><button type="button">go!</button>');
    expect(html).toContain('<uae-island data-i="3" style="display:contents"><button type="button">go</button>');
    expect(shape(islandsTree(recorder, referenceOf))).toBe(
      '<uae-island data-i="0" style={"display":"contents"}><ref:Panel title="T"><form>' +
        '<uae-island data-i="1" style={"display":"contents"}><ref:Button label="go"></ref:Button></uae-island>' +
        '<uae-island data-i="2" style={"display":"contents"}><ref:Button label="go!"></ref:Button></uae-island></form>' +
        '<uae-island data-i="3" style={"display":"contents"}><ref:Button label="go"></ref:Button></uae-island>' +
        "</ref:Panel></uae-island>",
    );
  });

  test("ambient providers hold the islands below them, and only those; the page in them is not rendered again", () => {
    staticCalls.count = 0;
    const { recorder } = render(
      createElement("body", null, [
        createElement(Button, { key: "out", label: "outside" }),
        createElement(
          I18nProvider,
          { key: "p", lang: "ar" },
          createElement("div", null, createElement(Static), createElement(Button, { label: "in" })),
        ),
      ]),
    );
    const tree = islandsTree(recorder, referenceOf);
    expect(staticCalls.count).toBe(1); // by the HTML render only
    expect(shape(tree)).toBe(
      '<uae-island data-i="0" style={"display":"contents"}><ref:Button label="outside"></ref:Button></uae-island>' +
        '<ref:I18nProvider lang="ar"><uae-island data-i="1" style={"display":"contents"}><ref:Button label="in"></ref:Button></uae-island></ref:I18nProvider>',
    );
  });

  test("an element type it cannot read (a memo) is Unconvertible", () => {
    const { recorder } = render(createElement(Panel, { title: "T" }, createElement(Memo)));
    expect(() => islandsTree(recorder, referenceOf)).toThrow(Unconvertible);
  });

  test("a server component in an island's props that calls a hook is Unconvertible (Flight would render it)", () => {
    const { recorder } = render(createElement(Panel, { title: "T" }, createElement(WithId)));
    expect(() => islandsTree(recorder, referenceOf)).toThrow(Unconvertible);
  });
});
