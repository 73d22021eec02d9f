/**
 * A full disk, recognised wherever it surfaces: the kernel's ENOSPC (or EDQUOT, a full quota)
 * from a file write, or SQLite's SQLITE_FULL from the database, also when another error
 * carries it as its cause. The API answers it with 507 and the CLI with one line, both in
 * these words (security.md: "A full disk is reported in those words").
 */
export const DISK_FULL = "The disk is full";

const CODES = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL"]);

export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === "string" && CODES.has(code)) || isDiskFull(cause, depth + 1);
}
