/**
 * "/my-deals" — what is new for this visitor (issue 25): catalogues of the stores they follow and
 * offers matching their saved searches, and "Forget me". Nothing personal is in this HTML: it is
 * the same for everyone (cached like any page), and the island (src/client/my-deals.tsx) fills it
 * in from GET /api/me/deals, which is private and never stored. Kept out of search results.
 */
import { MyDeals } from "#client/my-deals.tsx";
import { Document } from "#components/layout/document.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { clientMessages } from "#i18n/client-messages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

/** The default of VISITOR_RETENTION_DAYS, for a context that does not carry it. */
const RETENTION_DAYS = 180;

export default function MyDealsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:myDeals.title")} — ${t("site.name")}`,
        description: t("pages:myDeals.metaDescription"),
        canonical: "/my-deals",
        noindex: "follow",
      }}
    >
      <PageHeader title={t("pages:myDeals.title")} subtitle={t("pages:myDeals.intro")} />
      {/* The island fills this in after load: the height it may grow to is kept from the start, so
          the footer is below the first screen and does not jump when it arrives (CLS). */}
      <div className="mx-auto min-h-[85svh] max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <MyDeals
          lang={ctx.lang}
          messages={clientMessages(ctx.lang, ["pages:myDeals", "me.failed", "emirate", "catalog.categories"])}
          retentionDays={ctx.visitorRetentionDays ?? RETENTION_DAYS}
        />
      </div>
    </Document>
  );
}
