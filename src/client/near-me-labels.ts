/** The words of near me's finder and its list (src/client/near-me-finder.tsx, near-me-results.tsx). */
import type { OpenStateLabels } from "#lib/hours/state-text.ts";

export type FinderLabels = {
  button: string;
  heading: string;
  locating: string;
  sorted: string;
  deniedPick: string;
  failed: string;
  openNow: string;
  noneNear: string;
  noneOpenNear: string;
  away: string;
  /** "Nearest branch: {{branch}}" (stores) or "At {{branch}}" (catalogs). */
  branch: string;
  hours: OpenStateLabels;
};
