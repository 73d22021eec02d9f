/** What the restore tests share: a fingerprint of a folder, to show a restore changed nothing (or everything). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file and folder under `dir` with the SHA-256 of its bytes: equal maps mean nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, rel);
    out[rel] = statSync(path).isDirectory()
      ? "dir"
      : new Bun.CryptoHasher("sha256").update(readFileSync(path)).digest("hex");
  }
  return out;
}
