/** "/privacy" and "/terms" — the legal pages, every section the spec lists, dated June 14, 2025. */
import { Document } from "#components/layout/document.tsx";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

type Section = { title: string; body: string };

function LegalPage({ ctx, doc }: { ctx: PageContext; doc: "privacy" | "terms" }) {
  const t = getT(ctx.lang);
  // {{days}}: how long an unused visitor session is kept, as this server is configured.
  const days = ctx.visitorRetentionDays ?? 180;
  const sections = t(`legal:${doc}.sections`, { returnObjects: true, days }) as Section[];
  const title = t(`legal:${doc}.title`);
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${title} — ${t("site.name")}`,
        description: t(`legal:${doc}.metaDescription`),
        canonical: `/${doc}`,
      }}
    >
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500" data-testid="last-updated">
          {t("legal:updated")}
        </p>
        <nav className="mt-8 rounded-2xl border border-slate-200 bg-white p-5" aria-label={title}>
          <ol className="grid list-decimal gap-1 ps-5 text-sm text-teal-700 sm:grid-cols-2">
            {sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#s${i + 1}`} className="hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-8">
          {sections.map((s, i) => (
            <section key={s.title} id={`s${i + 1}`} className="scroll-mt-24">
              <h2 className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{s.body}</p>
            </section>
          ))}
        </div>
      </div>
    </Document>
  );
}

export function PrivacyPage({ ctx }: { ctx: PageContext }) {
  return <LegalPage ctx={ctx} doc="privacy" />;
}

export function TermsPage({ ctx }: { ctx: PageContext }) {
  return <LegalPage ctx={ctx} doc="terms" />;
}
