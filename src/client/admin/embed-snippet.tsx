"use client";
/**
 * On a store's edit screen: the code a retailer pastes into their own site to show the store's
 * current catalogue (an iframe of /embed/store/{slug}, issue 27 item 6), in the language they
 * choose (the frame's address and its title), read-only with a copy button.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";

type Lang = "en" | "ar";

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The iframe for `slug` in `lang` with its title. */
export function embedCode(origin: string, slug: string, lang: Lang, title: string): string {
  const src = `${origin}${lang === "ar" ? "/ar" : ""}/embed/store/${encodeURIComponent(slug)}`;
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" loading="lazy" style="width:100%;aspect-ratio:3/4;border:0"></iframe>`;
}

export function EmbedSnippet({
  origin,
  store,
}: {
  origin: string;
  store: { slug: string; name: string; nameAr: string | null };
}) {
  const { t, i18n } = useTranslation("admin");
  const [lang, setLang] = useState<Lang>(i18n.language === "ar" ? "ar" : "en");
  const ids = { title: useId(), code: useId() };
  const name = lang === "ar" ? store.nameAr || store.name : store.name;
  const code = embedCode(origin, store.slug, lang, t("embed.frameTitle", { lng: lang, name }));
  return (
    <section
      aria-labelledby={ids.title}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="embed-snippet"
    >
      <h2 id={ids.title} className="font-bold text-slate-900">
        {t("embed.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("embed.text")}</p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-800">{t("embed.language")}</legend>
        <div className="mt-1 flex gap-4">
          {(["en", "ar"] as const).map((l) => (
            <label key={l} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="embed-language"
                value={l}
                checked={lang === l}
                onChange={() => setLang(l)}
                data-testid={`embed-language-${l}`}
              />
              {t(`embed.lang.${l}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.code} className="mt-3 block text-sm font-semibold text-slate-800">
        {t("embed.code")}
      </label>
      <textarea
        id={ids.code}
        readOnly
        dir="ltr"
        rows={4}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="embed-code"
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      />
      <button
        type="button"
        onClick={() => navigator.clipboard?.writeText(code).then(() => toast({ title: t("embed.copied") }))}
        className="mt-3 h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800"
        data-testid="embed-copy"
      >
        {t("embed.copy")}
      </button>
    </section>
  );
}
