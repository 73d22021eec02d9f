/**
 * The `openingHours` field of the branch form and API (issue 26): OpenStreetMap opening_hours
 * syntax as the weekly editor writes it or an operator pastes it. Browser-safe: the form checks
 * what it can here; the server also reads the value with the opening_hours library and refuses
 * what it cannot read, pointing at the place (routes/api/branches.ts).
 */
import { trimmedString } from "./common.ts";

/** Characters the syntax uses; anything else (a stray quote style, an emoji) is refused early. */
const SYNTAX_CHARS = /^[\p{L}\p{N}\s:;,.\-+/"'()[\]!?&]*$/u;

const OPENING_HOURS_MAX = 600;

export const openingHoursInput = trimmedString()
  .max(OPENING_HOURS_MAX, `Opening hours must be at most ${OPENING_HOURS_MAX} characters`)
  // `issue`: the code a CSV import report words the refusal by (src/server/csv-file.ts).
  .refine((v) => SYNTAX_CHARS.test(v), {
    message: 'Opening hours may use letters, digits, spaces and : ; , - / " only',
    params: { issue: "hours_characters" },
  })
  .refine((v) => (v.match(/"/g)?.length ?? 0) % 2 === 0, {
    message: "An exception's name is missing its closing quote",
    params: { issue: "hours_quote" },
  })
  .nullish()
  .transform((v) => (v ? v : null));
