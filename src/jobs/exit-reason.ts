/**
 * Why a child process (a page render, a backup) ended badly, in words an operator can act
 * on: killed by a signal (SIGKILL is most often the kernel's out-of-memory killer), out of
 * memory, the disk full, or its exit code and the last line it wrote to stderr.
 */
/** The words exitReason uses for a full disk, for callers that treat it apart. */
export const DISK_FULL_REASON = "the disk is full";

export function exitReason(
  exit: { exitCode: number | null; signalCode: string | number | null },
  stderr: string,
): string {
  const last = stderr.trim().split("\n").filter(Boolean).at(-1)?.trim() ?? "";
  if (/ENOSPC|no space left on device/i.test(stderr)) return `stopped: ${DISK_FULL_REASON} (${last || "ENOSPC"})`;
  if (/out of memory|heap limit|ENOMEM/i.test(stderr)) return `stopped: out of memory (${last})`;
  if (exit.signalCode === "SIGKILL")
    return "was killed by SIGKILL (most often the kernel's out-of-memory killer: see `journalctl -k | grep -i oom`)";
  if (exit.signalCode) return `was killed by ${exit.signalCode}`;
  return `exited with code ${exit.exitCode}${last ? `: ${last}` : ""}`;
}
