/**
 * Public islands are hydrated each as a root of its own (hydrate.tsx), while the server renders
 * the whole page as one: useId's ids follow the position in the root, so an id the server drew
 * would not be the one the island's code uses. Only what the browser alone renders may call it
 * (the viewer's dialog opens on use); admin pages are hydrated whole, so theirs may.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { Glob } from "bun";

/** Modules only ever rendered in the browser, after a click: never hydrated from server HTML. */
const BROWSER_ONLY = ["viewer-share.tsx", "viewer-toolbar.tsx"];

test("no public client module the server may render calls useId", async () => {
  const dir = import.meta.dir;
  const callers: string[] = [];
  for await (const file of new Glob("**/*.tsx").scan(dir)) {
    if (file.startsWith("admin/") || file.endsWith(".test.tsx")) continue;
    if (/\buseId\(/.test(await Bun.file(join(dir, file)).text())) callers.push(file);
  }
  expect(callers.sort()).toEqual(BROWSER_ONLY);
});
