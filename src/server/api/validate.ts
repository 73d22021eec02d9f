/**
 * zValidator with the project's error shape: a failed check answers 400
 * `{ "error": "Invalid input", "issues": [{ path, message }] }`.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, zodIssues } from "./errors.ts";

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = zodIssues(result.error as unknown as z.ZodError);
      throw new ApiError(
        400,
        issues[0]
          ? `Invalid input: ${issues[0].path ? `${issues[0].path}: ` : ""}${issues[0].message}`
          : "Invalid input",
        issues,
      );
    }
  });
}
