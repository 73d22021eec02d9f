import type { TFunction } from "i18next";
import { pageImageUrl } from "#lib/catalog-processing.ts";

/** Every page of the catalogue as a small thumbnail link (loaded lazily), the current one marked. */
export function PageStrip({
  hash,
  pages,
  current,
  href,
  t,
}: {
  hash: string;
  pages: { page: number; width: number; height: number }[];
  current: number;
  href: (n: number) => string;
  t: TFunction;
}) {
  return (
    <section aria-labelledby="all-pages" className="mt-10">
      <h2 id="all-pages" className="text-lg font-bold text-slate-900">
        {t("pages:catalogPage.allPages")}
      </h2>
      <ol className="mt-3 flex gap-3 overflow-x-auto pb-3" data-testid="page-strip">
        {pages.map((p) => (
          <li key={p.page} className="shrink-0">
            <a
              href={href(p.page)}
              aria-current={p.page === current ? "page" : undefined}
              className={`block w-24 rounded-lg border-2 p-0.5 ${p.page === current ? "border-teal-600" : "border-transparent hover:border-slate-300"}`}
            >
              <img
                src={pageImageUrl(hash, p.page, 480)}
                width={p.width}
                height={p.height}
                alt={t("pages:catalogPage.thumbAlt", { page: p.page })}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded bg-white"
              />
              <span className="mt-1 block text-center text-xs text-slate-600">{p.page}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
