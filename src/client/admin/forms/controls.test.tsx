import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import type { FieldBinding } from "./bind-field.ts";
import { InputField, SelectField, TextareaField } from "./controls.tsx";

const field = (over: Partial<FieldBinding> = {}): FieldBinding => ({
  id: "store-slug",
  name: "slug",
  value: "lulu",
  onChange: () => {},
  ...over,
});

/** The attributes of the first `tag` in `html`, by name. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const open = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? "";
  return Object.fromEntries([...open.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe("a bound control", () => {
  test("is labelled by id, named, valid and described by its hint", () => {
    const html = renderToStaticMarkup(<InputField {...field()} label="Slug" hint="Made from the name" dir="ltr" />);
    expect(html).toContain('<label for="store-slug"');
    expect(attributesOf(html, "input")).toMatchObject({
      id: "store-slug",
      name: "slug",
      value: "lulu",
      "aria-invalid": "false",
      "aria-describedby": "store-slug-hint",
      dir: "ltr",
    });
    expect(html).toContain(
      '<span id="store-slug-hint" class="mt-1 block text-xs text-slate-500">Made from the name</span>',
    );
  });

  test("with an error is invalid, red, and described by the error before the hint", () => {
    const html = renderToStaticMarkup(
      <InputField {...field({ error: "Slug already in use" })} label="Slug" hint="Made from the name" />,
    );
    const input = attributesOf(html, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("store-slug-error store-slug-hint");
    expect(input.class).toContain("border-red-500");
    expect(html).toContain(
      '<span id="store-slug-error" class="mt-1 block text-sm text-red-600">Slug already in use</span>',
    );
  });

  test("in Arabic is right to left, marked Arabic and in the Arabic font; in English left to right", () => {
    const ar = attributesOf(
      renderToStaticMarkup(<TextareaField {...field({ id: "store-descriptionAr" })} label="الوصف" language="ar" />),
      "textarea",
    );
    expect(ar).toMatchObject({ dir: "rtl", lang: "ar" });
    expect(ar.class).toContain("font-[var(--font-arabic)]");
    const en = attributesOf(renderToStaticMarkup(<InputField {...field()} label="Name" language="en" />), "input");
    expect(en).toMatchObject({ dir: "ltr", lang: "en" });
    expect(en.class).not.toContain("font-[var(--font-arabic)]");
  });

  test("leaves the name out when the binding has none", () => {
    const input = attributesOf(
      renderToStaticMarkup(<InputField {...field({ name: undefined })} label="Slug" />),
      "input",
    );
    expect(input.name).toBeUndefined();
    expect(input.id).toBe("store-slug");
  });

  test("a select offers the empty choice only when it has a placeholder", () => {
    const options = [{ value: "draft", label: "Draft" }];
    const withEmpty = renderToStaticMarkup(
      <SelectField {...field({ value: "" })} label="Status" placeholder="Choose" options={options} />,
    );
    expect(withEmpty).toContain('<option value="" selected="">Choose</option>');
    const without = renderToStaticMarkup(
      <SelectField {...field({ value: "draft" })} label="Status" options={options} />,
    );
    expect(without).not.toContain('<option value=""');
    expect(without).toContain('<option value="draft" selected="">Draft</option>');
  });
});
