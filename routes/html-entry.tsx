/**
 * Entry of the HTML bundle (built without the `react-server` condition, React and every other
 * package left to the binary's one copy: scripts/build.ts, pass (b')). The server renders a public
 * page's tree straight to HTML with react-dom/server and makes the islands' Flight payload from
 * what the render noted (src/server/island-html.tsx, island-payload.ts).
 */
import type { HtmlRender } from "#server/build-output-types.ts";
import { IslandRecorder, withRecorder } from "#server/island-html.tsx";
import { islandsTree, Unconvertible } from "#server/island-payload.ts";
import { type PageId, pages } from "./pages/index.ts";

/** The page's element for react-dom/server, and the recorder its islands write their notes to. */
export const islandPage: HtmlRender["page"] = (pageId, ctx, resolve) => {
  const Page = pages[pageId as PageId];
  if (!Page) throw new Error(`No page "${pageId}" in routes/pages/index.ts`);
  const recorder = new IslandRecorder(resolve as IslandRecorder["resolve"]);
  return { element: withRecorder(recorder, <Page ctx={ctx} />), recorder };
};

/** What the browser hydrates from, once the HTML render is done; null if its props hold what this cannot read. */
export const islandsOf: HtmlRender["islands"] = (recorder, referenceOf) => {
  try {
    return islandsTree(recorder, referenceOf);
  } catch (error) {
    if (error instanceof Unconvertible) return null;
    throw error;
  }
};
