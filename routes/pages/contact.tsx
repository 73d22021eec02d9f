/** "/contact" — the contact form (posts to /api/contact), the 24-hour promise and the FAQ. */
import { ContactForm } from "#client/contact-form.tsx";
import { MailIcon } from "#components/icons.tsx";
import { Document } from "#components/layout/document.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { clientMessages } from "#i18n/client-messages.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function ContactPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:contact.title")} — ${t("site.name")}`,
        description: t("pages:contact.metaDescription"),
        canonical: "/contact",
      }}
    >
      <PageHeader title={t("pages:contact.title")} subtitle={t("pages:contact.subtitle")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 lg:col-span-2">
          {ctx.query.sent === "1" && (
            <p
              role="status"
              className="mb-5 rounded-lg bg-emerald-50 p-4 font-medium text-emerald-800"
              data-testid="contact-sent"
            >
              {t("pages:contact.sent")}
            </p>
          )}
          {ctx.query.invalid === "1" && (
            <p
              role="alert"
              className="mb-5 rounded-lg bg-red-50 p-4 font-medium text-red-800"
              data-testid="contact-invalid"
            >
              {t("pages:contact.invalid")}
            </p>
          )}
          <ContactForm
            action={localizedPath(ctx.lang, "/contact")}
            messages={clientMessages(ctx.lang, ["contactForm"])}
          />
        </div>
        <aside className="space-y-6">
          <div className="rounded-2xl bg-teal-50 p-6">
            <p className="font-semibold text-teal-900" data-testid="reply-promise">
              {t("pages:contact.promise")}
            </p>
            <p className="mt-3 flex items-center gap-2 text-sm text-teal-800">
              <MailIcon className="h-4 w-4" />
              {t("pages:contact.email")}:{" "}
              <a href={`mailto:${t("pages:contact.emailValue")}`} className="underline" dir="ltr">
                {t("pages:contact.emailValue")}
              </a>
            </p>
          </div>
          <section>
            <h2 className="text-lg font-bold text-slate-900">{t("pages:contact.faq")}</h2>
            <div className="mt-3 space-y-2">
              {[1, 2, 3, 4].map((n) => (
                <details key={n} className="group rounded-xl border border-slate-200 bg-white p-4">
                  <summary className="cursor-pointer font-medium text-slate-900">{t(`pages:contact.q${n}`)}</summary>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`pages:contact.a${n}`)}</p>
                </details>
              ))}
            </div>
          </section>
        </aside>
      </div>
    </Document>
  );
}
