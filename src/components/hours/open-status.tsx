/**
 * A branch's open state where the branch shows (issue 26): the island with the next days'
 * segments and the server's words for now, which stay as the text without JavaScript.
 */
import type { TFunction } from "i18next";
import { OpenStatus } from "#client/open-status.tsx";
import { LANG_META, type Lang } from "#i18n/languages.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import { openState } from "#lib/hours/open-state.ts";
import { type OpenStateLabels, stateText } from "#lib/hours/state-text.ts";

/** The words of the states in the page's language. */
export function stateLabels(t: TFunction): OpenStateLabels {
  return {
    open: t("pages:hours.open"),
    closesSoon: t("pages:hours.closesSoon"),
    closedOpens: t("pages:hours.closedOpens"),
    closed: t("pages:hours.closed"),
    open24: t("pages:hours.open24"),
  };
}

type Props = { segments: CompactSegment[]; lang: Lang; t: TFunction; now?: number };

/** The state from the segments the page worked out (src/server/hours/week.ts, withSegments). */
export function BranchOpenStatus({ segments, lang, t, now = Date.now() }: Props) {
  const state = openState(segments, now);
  if (!state) return null;
  const locale = LANG_META[lang].locale;
  const labels = stateLabels(t);
  return (
    <OpenStatus
      segments={segments}
      locale={locale}
      labels={labels}
      initial={{ kind: state.kind, text: stateText(state, now, locale, labels) }}
    />
  );
}
