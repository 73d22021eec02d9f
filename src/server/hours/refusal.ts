/** An unreadable opening_hours value as the API's 400: where reading stopped, in words and as params. */
import { ApiError } from "#server/api/errors.ts";
import { hoursError } from "./evaluate.ts";

/** Where `value` could not be read, in words and as params; undefined for a readable (or empty) value. */
export function hoursProblem(value: string | null) {
  if (!value) return undefined;
  const error = hoursError(value);
  if (!error) return undefined;
  const before = value.slice(Math.max(0, error.position - 16), error.position);
  const after = value.slice(error.position, error.position + 16);
  const message = `Opening hours can't be read at character ${error.position + 1}: "${before}⟦here⟧${after}" (${error.detail})`;
  return { message, params: { position: error.position + 1, before, after } };
}

/** Throws a 400 naming the place in `value` the library could not read; does nothing for a readable value. */
export function assertReadableHours(value: string | null, path = "openingHours"): void {
  const problem = hoursProblem(value);
  if (!problem) return;
  const { message, params } = problem;
  throw new ApiError(400, `Invalid input: ${path}: ${message}`, [{ path, message, code: "hours_syntax", params }]);
}
