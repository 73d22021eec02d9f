import type { TFunction } from "i18next";
import { BranchOpenStatus } from "#components/hours/open-status.tsx";
import { ClockIcon, MapPinIcon, PhoneIcon } from "#components/icons.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import type { listBranchesOfStores } from "#db/queries/branches.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { emirateBadgeClass } from "#lib/emirates.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import { localized } from "#lib/localized.ts";
import { telHref } from "#lib/url.ts";

/** A branch as listed, with its next days' segments (null: free-text hours only). */
type Branch = ReturnType<typeof listBranchesOfStores>[number] & { segments: CompactSegment[] | null };

type CardProps = { b: Branch; storeSlug: string; lang: Lang; t: TFunction; now: number };

/** What a branch card shows: its name and emirate, address, hours (its state when structured), phone. */
export function BranchCardBody({ b, storeSlug, lang, t, now }: CardProps) {
  const hours = localized(lang, b.hours, b.hoursAr);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-bold text-slate-900">
          <a href={localizedPath(lang, `/branch/${storeSlug}/${b.slug}`)} className="hover:text-teal-700">
            <LocalizedText lang={lang} en={b.name} ar={b.nameAr} />
          </a>
        </h3>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${emirateBadgeClass(b.emirateSlug)}`}>
          <LocalizedText lang={lang} en={b.emirate} ar={b.emirateAr} />
        </span>
      </div>
      <p className="mt-3 flex gap-2 text-sm text-slate-600">
        <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" />
        <LocalizedText lang={lang} en={b.address} ar={b.addressAr} />
      </p>
      {b.segments ? (
        <p className="mt-2 flex gap-2 text-sm text-slate-700">
          <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" />
          <BranchOpenStatus segments={b.segments} lang={lang} t={t} now={now} />
        </p>
      ) : (
        hours.text && (
          <p className="mt-2 flex gap-2 text-sm text-slate-600">
            <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" />
            {/* English hours ("10:00 AM - 10:00 PM") read left to right even inside Arabic. */}
            <span lang={hours.lang} dir={hours.dir ?? LANG_META[lang].dir}>
              {hours.text}
            </span>
          </p>
        )
      )}
      {b.phone && (
        <p className="mt-2 flex gap-2 text-sm">
          <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" />
          <a href={telHref(b.phone)} className="text-teal-700 hover:underline" dir="ltr">
            {b.phone}
          </a>
        </p>
      )}
    </>
  );
}

/** Branch cards linking to each branch page. */
export function BranchList({ branches, storeSlug, lang }: { branches: Branch[]; storeSlug: string; lang: Lang }) {
  const t = getT(lang);
  const now = Date.now();
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="branch-list">
      {branches.map((b) => (
        <li key={b.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="branch-card">
          <BranchCardBody b={b} storeSlug={storeSlug} lang={lang} t={t} now={now} />
        </li>
      ))}
    </ul>
  );
}
