"use client";
/**
 * The offline page's list of the catalogues saved on this device (read from this browser's
 * Cache Storage, so the page itself stays the same for everyone), each linking to its first page
 * in the language it was saved in.
 */
import { useEffect, useState } from "react";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { type SavedInfo, sizeText } from "#lib/offline-saved.ts";
import { useI18n } from "./i18n-provider.tsx";
import { savedCatalogs } from "./offline-save.ts";

export function OfflineCatalogs() {
  const { t, lang } = useI18n();
  const [saved, setSaved] = useState<SavedInfo[] | null>(null);
  useEffect(() => {
    if (!("caches" in window)) return setSaved([]);
    savedCatalogs().then(setSaved, () => setSaved([]));
  }, []);
  if (!saved) return null;
  if (saved.length === 0) return <p className="mt-3 text-slate-700">{t("pages:offline.none")}</p>;
  const { locale } = LANG_META[lang];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ul className="mt-3 space-y-3" data-testid="offline-saved">
      {saved.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <a href={localizedPath(c.lang, `/catalogs/${c.id}/page/1`)} className="font-semibold text-teal-800 underline">
            <bdi>{(lang === "ar" && c.title.ar) || c.title.en}</bdi>
          </a>
          <p className="text-sm text-slate-700">
            <bdi>{(lang === "ar" && c.store.ar) || c.store.en}</bdi>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t("pages:offline.savedOn", {
              date: formatDate(c.savedAt.slice(0, 10), locale),
              size: sizeText(c.bytes, locale),
            })}
          </p>
          {c.expiryDate && c.expiryDate < today && (
            <p className="mt-1 text-sm font-semibold text-red-700">{t("pages:offline.ended")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
