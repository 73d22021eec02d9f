/**
 * "Stores near me" (/stores, home) and "Catalogs valid near me" (/catalogs), issue 26: the island
 * with its words in the page's language and the header's emirate choice for when the browser gives
 * no position. The page carries no places: the island fetches them when pressed.
 */
import type { TFunction } from "i18next";
import { EmirateSelect } from "#client/emirate-select.tsx";
import { NearMeFinder } from "#client/near-me-finder.tsx";
import { stateLabels } from "#components/hours/open-status.tsx";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { emirateOptions, knownEmirate } from "#lib/emirates.ts";
import type { PageContext } from "#lib/page-context.ts";

type Props = { kind: "stores" | "catalogs"; ctx: PageContext; t: TFunction; headingLevel?: 2 | 3 };

export function NearMeSection({ kind, ctx, t, headingLevel = 2 }: Props) {
  const search = new URLSearchParams(ctx.query).toString();
  return (
    <NearMeFinder
      kind={kind}
      headingLevel={headingLevel}
      lang={ctx.lang}
      locale={LANG_META[ctx.lang].locale}
      emirateChoice={
        <EmirateSelect
          id={`near-${kind}-emirate`}
          back={localizedPath(ctx.lang, ctx.path) + (search ? `?${search}` : "")}
          selected={knownEmirate(ctx.query.emirate) ?? "all"}
          options={emirateOptions(t)}
        />
      }
      labels={{
        button: t(kind === "stores" ? "pages:nearMe.storesButton" : "pages:nearMe.catalogsButton"),
        heading: t(kind === "stores" ? "pages:nearMe.storesHeading" : "pages:nearMe.catalogsHeading"),
        locating: t("pages:nearMe.locating"),
        sorted: t("pages:nearMe.sorted"),
        deniedPick: t("pages:nearMe.deniedPick"),
        failed: t("pages:nearMe.failed"),
        openNow: t("pages:nearMe.openNow"),
        noneNear: t("pages:nearMe.noneNear"),
        noneOpenNear: t("pages:nearMe.noneOpenNear"),
        away: t("pages:nearMe.away"),
        branch: t(kind === "stores" ? "pages:nearMe.nearest" : "pages:nearMe.at"),
        hours: stateLabels(t),
      }}
    />
  );
}
