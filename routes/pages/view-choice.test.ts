import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get } = startTestApp({ demo: true });

/** The lists with a grid/list switch, and how many forms on each submit back to the list. */
const LISTS = [
  { path: "/", forms: 2 }, // hero search, sort
  { path: "/ar", forms: 2 },
  { path: "/stores", forms: 3 }, // phone and sidebar filters, sort
  { path: "/ar/stores", forms: 3 },
  { path: "/catalogs", forms: 2 }, // filters, sort
  { path: "/ar/catalogs", forms: 2 },
];

/** The opening tag and the body of each form that submits to `action`. */
function formsTo(html: string, action: string) {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter((m) => m[1]!.includes(`action="${action}"`))
    .map((m) => ({ tag: m[1]!, body: m[2]! }));
}

describe("the grid/list choice through the list's forms", () => {
  for (const { path, forms } of LISTS) {
    test(`${path}?view=list keeps the list view through every form, without JavaScript`, async () => {
      const { html } = await get(`${path}?view=list`);
      const found = formsTo(html, path);
      expect(found).toHaveLength(forms);
      for (const form of found) {
        expect(form.body).toContain('<input type="hidden" name="view" value="list"/>');
        // Marked for the switch, which updates the field when the view changes in place.
        expect(form.tag).toContain("data-keeps-view");
      }
    });

    test(`${path} (the grid) adds no view to its forms`, async () => {
      const { html } = await get(path);
      const found = formsTo(html, path);
      expect(found).toHaveLength(forms);
      for (const form of found) expect(form.body).not.toContain('name="view"');
    });
  }
});
