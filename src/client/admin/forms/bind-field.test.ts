import { describe, expect, test } from "bun:test";
import type { SetStateAction } from "react";
import { deriveCatalog, EMPTY_CATALOG } from "#client/admin/catalog-values.ts";
import { fieldBinder, slugFollows } from "./bind-field.ts";

/** A form's state as useResourceForm holds it, updated the way React applies setValues. */
function formOf<V>(values: V, errors: Record<string, string> = {}) {
  const form = {
    values,
    errors,
    setValues: (update: SetStateAction<V>) => {
      form.values = typeof update === "function" ? (update as (v: V) => V)(form.values) : update;
    },
  };
  return form;
}

const type = (value: string) => ({ target: { value } });

describe("fieldBinder", () => {
  type Store = { name: string; slug: string; phone: string; featured: boolean };
  const store: Store = { name: "Lulu", slug: "lulu", phone: "", featured: false };

  test("binds a field's id, value and error; the name only when the form names its controls", () => {
    const form = formOf(store, { name: "Name is required" });
    const named = fieldBinder("store", form, { named: true });
    expect(named("name")).toMatchObject({ id: "store-name", name: "name", value: "Lulu", error: "Name is required" });
    expect(named("phone")).toMatchObject({ id: "store-phone", name: "phone", value: "", error: undefined });

    const unnamed = fieldBinder("store", form)("phone", "store-tel");
    expect(unnamed.id).toBe("store-tel");
    expect(unnamed.name).toBeUndefined();
  });

  test("a change sets only its own field, unless derive ties others to it", () => {
    const plain = formOf(store);
    fieldBinder("store", plain)("name").onChange(type("Lulu Hypermarket"));
    expect(plain.values).toEqual({ ...store, name: "Lulu Hypermarket" });

    const tied = formOf(store);
    const bind = fieldBinder("store", tied, { derive: slugFollows("name", true) });
    bind("name").onChange(type("Lulu Hypermarket"));
    expect(tied.values).toMatchObject({ name: "Lulu Hypermarket", slug: "lulu-hypermarket" });
    // The slug stays editable: typing in it leaves the name alone.
    bind("slug").onChange(type("lulu-uae"));
    expect(tied.values).toMatchObject({ name: "Lulu Hypermarket", slug: "lulu-uae" });
  });

  test("a saved record's slug (its address) no longer follows the name; only editing it changes it", () => {
    const saved = formOf(store);
    const bind = fieldBinder("store", saved, { derive: slugFollows("name", false) });
    for (const name of ["Lulu Hypermarket", "Lulu Hypermarketx", ""]) {
      bind("name").onChange(type(name));
      expect(saved.values).toMatchObject({ name, slug: "lulu" });
    }
    bind("slug").onChange(type("lulu-uae"));
    expect(saved.values.slug).toBe("lulu-uae");
  });
});

describe("the catalogue form's tied fields", () => {
  const bound = (values: Partial<typeof EMPTY_CATALOG>) => {
    const form = formOf({ ...EMPTY_CATALOG, ...values });
    return { form, bind: fieldBinder("catalog", form, { derive: deriveCatalog }) };
  };

  test("another store puts the branch back to none", () => {
    const { form, bind } = bound({ storeId: "1", branchId: "4" });
    bind("storeId", "catalog-store").onChange(type("2"));
    expect(form.values).toMatchObject({ storeId: "2", branchId: "" });
  });

  test("another PDF drops a cover processing made from the old one, but keeps the operator's own", () => {
    const made = bound({ fileUrl: "/media/catalogs/a.pdf", coverImage: "/media/pages/abc/1.webp" });
    made.bind("fileUrl").onChange(type("/media/catalogs/b.pdf"));
    expect(made.form.values).toMatchObject({ fileUrl: "/media/catalogs/b.pdf", coverImage: "" });

    const own = bound({ fileUrl: "/media/catalogs/a.pdf", coverImage: "/media/covers/mine.png" });
    own.bind("fileUrl").onChange(type("/media/catalogs/b.pdf"));
    expect(own.form.values.coverImage).toBe("/media/covers/mine.png");
  });
});
