import { afterEach, describe, expect, test } from "bun:test";
import { clientMessages, LAYOUT_CLIENT_MESSAGES } from "#i18n/client-messages.ts";
import { getT } from "#i18n/server.ts";
import { translator } from "./translate.ts";

describe("translator", () => {
  const t = translator("en", {
    viewer: { of: "of {{count}}", label: "Viewer" },
    a: { n_one: "{{count}} x", n_other: "{{count}} xs" },
  });

  test("reads dotted keys and interpolates", () => {
    expect(t("viewer.label")).toBe("Viewer");
    expect(t("viewer.of", { count: 12 })).toBe("of 12");
  });

  test("chooses the plural form by count", () => {
    expect(t("a.n", { count: 1 })).toBe("1 x");
    expect(t("a.n", { count: 3 })).toBe("3 xs");
  });

  test("falls back to defaultValue, then the key", () => {
    expect(t("achievements.new.title", { defaultValue: "New" })).toBe("New");
    expect(t("missing.key")).toBe("missing.key");
  });

  test("Arabic plural forms follow Arabic rules", () => {
    const ar = translator("ar", {
      b: {
        n_zero: "لا",
        n_one: "واحد",
        n_two: "اثنان",
        n_few: "{{count}} قليل",
        n_many: "{{count}} كثير",
        n_other: "{{count}} آخر",
      },
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => ar("b.n", { count }))).toEqual([
      "لا",
      "واحد",
      "اثنان",
      "3 قليل",
      "11 كثير",
      "100 آخر",
    ]);
  });

  test("the page dictionary answers as i18next does for every string a public client component reads", () => {
    for (const lang of ["en", "ar"] as const) {
      const server = getT(lang);
      const client = translator(lang, clientMessages(lang, [...LAYOUT_CLIENT_MESSAGES, "contactForm"]));
      for (const [key, vars] of [
        ["nav.menu", {}],
        ["emirate.label", {}],
        ["emirate.go", {}],
        ["language.switchToLabel", {}],
        ["achievements.first-store.title", {}],
        ["achievement.unlocked", { icon: "*", title: "T" }],
        ["viewer.of", { count: 7 }],
        ["contactForm.errors.email", {}],
        // The offer sheet the viewer opens reads the pages namespace (src/components/offers/offer-sheet.tsx).
        ["pages:offerSheet.labelWas", { name: "Milk", price: "AED 9.95", was: "AED 13.95" }],
        ["pages:offerSheet.aed", { amount: "9.95" }],
        ["pages:catalogPage.validUntil", {}],
      ] as const) {
        expect(client(key, vars)).toBe(server(key, vars));
      }
    }
  });

  describe("plural rules are made only when a count asks for them, once a language", () => {
    // Intl's members are read-only in the types, not in the engine.
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    const Real = intl.PluralRules;
    afterEach(() => {
      intl.PluralRules = Real;
    });

    test("a page's translators read their strings without making any (Arabic's cost 40 ms of a phone's first script)", () => {
      const made: string[] = [];
      intl.PluralRules = class extends Real {
        constructor(lang?: string | string[], options?: Intl.PluralRulesOptions) {
          super(lang, options);
          made.push(String(lang));
        }
      } as typeof Intl.PluralRules;
      const messages = { a: { n_one: "{{count}} x", n_few: "{{count}} xs" }, b: "B" };
      const first = translator("ar", messages);
      const second = translator("ar", messages);
      expect(first("b")).toBe("B");
      expect(second("a.n", { defaultValue: "none" })).toBe("none");
      expect(made).toEqual([]);
      expect(first("a.n", { count: 3 })).toBe("3 xs");
      expect(second("a.n", { count: 1 })).toBe("1 x");
      expect(made.filter((lang) => lang === "ar").length).toBeLessThanOrEqual(1);
    });
  });
});
