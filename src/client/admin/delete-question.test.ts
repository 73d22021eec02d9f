/**
 * What the delete confirmation asks (issue 24, item 17): the record, and what goes with it —
 * "…and its 8 branches and 3 catalogs" — counted in each language's plural forms.
 */
import { describe, expect, test } from "bun:test";
import { i18nInstance } from "#client/i18n-instance.ts";
import arAdmin from "#locales/ar/admin.json";
import enAdmin from "#locales/en/admin.json";
import { deleteQuestion } from "./delete-question.ts";

const resources = { en: { admin: enAdmin }, ar: { admin: arAdmin } };
const tIn = (lang: "en" | "ar") => i18nInstance("delete-question-test", lang, resources, "admin").t;

describe("the delete question", () => {
  test("names what goes with a store: its branches and catalogs", () => {
    expect(deleteQuestion(tIn("en"), "en", "Carrefour", { branches: 8, catalogs: 3 })).toEqual({
      title: 'Delete "Carrefour"?',
      body: 'This deletes "Carrefour" and its 8 branches and 3 catalogs. It cannot be undone.',
    });
    expect(deleteQuestion(tIn("en"), "en", "Lulu", { branches: 1, catalogs: 0 }).body).toBe(
      'This deletes "Lulu" and its 1 branch. It cannot be undone.',
    );
  });

  test("names what goes with a catalog: its pages and the offers read from them", () => {
    expect(deleteQuestion(tIn("en"), "en", "Weekly Offers", { pages: 12, offers: 140 }).body).toBe(
      'This deletes "Weekly Offers" and its 12 pages and 140 offers. It cannot be undone.',
    );
  });

  test("with nothing going with it, says only that it cannot be undone", () => {
    expect(deleteQuestion(tIn("en"), "en", "Empty Mart", { branches: 0, catalogs: 0 })).toEqual({
      title: 'Delete "Empty Mart"?',
      body: "This cannot be undone.",
    });
    expect(deleteQuestion(tIn("en"), "en", "A post", {}).body).toBe("This cannot be undone.");
  });

  test("in Arabic, with Arabic plural forms and an Arabic list", () => {
    const t = tIn("ar");
    expect(deleteQuestion(t, "ar", "كارفور", { branches: 8, catalogs: 3 })).toEqual({
      title: 'حذف "كارفور"؟',
      body: 'سيُحذف "كارفور" ومعه 8 فروع و3 كتالوجات. لا يمكن التراجع عن ذلك.',
    });
    expect(deleteQuestion(t, "ar", "لولو", { branches: 2, catalogs: 1 }).body).toBe(
      'سيُحذف "لولو" ومعه فرعان وكتالوج واحد. لا يمكن التراجع عن ذلك.',
    );
    expect(deleteQuestion(t, "ar", "عروض", { pages: 12, offers: 140 }).body).toBe(
      'سيُحذف "عروض" ومعه 12 صفحة و140 عرضًا. لا يمكن التراجع عن ذلك.',
    );
  });
});
