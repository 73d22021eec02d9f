/**
 * A CSV import problem in the admin's language: the report's `code` worded from admin
 * "importIssues.<code>" with its values put in, or the server's English `message` for a code the
 * screen has no words for (a newer server). On a right-to-left screen each value (a column name,
 * a cell, a number) is isolated (FSI … PDI) so Latin text and digits keep their own order inside
 * the Arabic sentence. Imported only by client modules.
 */
import type { TFunction } from "i18next";

type Problem = { message: string; code?: string; params?: Record<string, string | number> };

const isolate = (v: string | number) => `\u2068${v}\u2069`;

export function importIssueText(t: TFunction<"admin">, problem: Problem, rtl = false): string {
  if (!problem.code) return problem.message;
  const params = Object.fromEntries(Object.entries(problem.params ?? {}).map(([k, v]) => [k, rtl ? isolate(v) : v]));
  return t(`importIssues.${problem.code}`, { ...params, defaultValue: problem.message });
}
