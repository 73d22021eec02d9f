/**
 * The two checks every screen must pass, in English and Arabic: axe-core (WCAG 2.0/2.1 A and
 * AA, WCAG 2.2 AA) on the page as the browser shows it, and the W3C Nu HTML checker (vnu.jar
 * from the `vnu-jar` package, run on Debian's Java) on the HTML. The HTML checker starts a
 * JVM, so pages are collected first and checked in one run.
 */

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe as the journeys run it: every rule on the page and its same-origin frames, in one
 * `axe.run` (legacy mode), describing only the violations. By default @axe-core/playwright runs
 * axe per frame and merges the results in a second, blank page, and each frame's part describes
 * every node every rule looked at, passes included (a CSS selector, an XPath, its ancestry):
 * most of axe's time on a large page, for results no journey reads. The rules and what they
 * find are the same (a cross-origin frame would go unchecked: no journey's page has one).
 */
export const axeBuilder = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();

/** One line per axe violation on the page (empty when it passes): rule, impact, where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeBuilder(page).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? v.help}`,
    ),
  );
}

export type HtmlDocument = { label: string; html: string };

/** The Nu checker's errors for each document, keyed by label (documents without errors are left out). */
export function htmlErrors(documents: HtmlDocument[]): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-vnu-"));
  try {
    const files = documents.map((doc, i) => {
      const file = join(dir, `doc-${i}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    let out: string;
    try {
      out = execFileSync(
        "java",
        ["-jar", jar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      throw new Error(
        `The Nu HTML checker could not run (is Java installed? .ci/run installs default-jre-headless): ${(error as Error).message}`,
      );
    }
    const report = JSON.parse(out.trim() || "{}") as {
      messages?: { type: string; url: string; message: string; lastLine?: number }[];
    };
    const errors: Record<string, string[]> = {};
    for (const m of report.messages ?? []) {
      if (m.type !== "error") continue;
      const index = files.findIndex((f) => m.url.endsWith(f));
      const label = documents[index]?.label ?? m.url;
      errors[label] = [...(errors[label] ?? []), `line ${m.lastLine ?? "?"}: ${m.message}`];
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
