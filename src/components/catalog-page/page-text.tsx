import type { TFunction } from "i18next";

/**
 * The words printed on the page, as text a person and a search engine can read. A flyer's
 * lines mix English and Arabic, so each line takes its own direction (dir=auto).
 */
export function PageText({ text, t }: { text: string; t: TFunction }) {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="page-text" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="page-text" className="text-lg font-bold text-slate-900">
        {t("pages:catalogPage.textHeading")}
      </h2>
      {lines.length ? (
        <div className="mt-3 space-y-1 text-slate-700" data-testid="page-text">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are static text; the same line may repeat
            <p key={i} dir="auto">
              {line}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-slate-500" data-testid="page-no-text">
          {t("pages:catalogPage.noText")}
        </p>
      )}
    </section>
  );
}
