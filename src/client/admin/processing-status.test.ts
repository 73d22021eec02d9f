/**
 * Every processing state and failure reason the runner can report has words in both
 * languages: a new reason code without its sentences would show the operator a raw key.
 */
import { describe, expect, test } from "bun:test";
import { resources } from "#i18n/resources.ts";
import { PROCESSING_ERRORS, PROCESSING_STATES } from "#lib/catalog-processing.ts";

const LABEL: Record<(typeof PROCESSING_STATES)[number], string> = {
  queued: "queued",
  processing: "processingPage",
  ready: "ready_other",
  failed: "failed",
};

describe.each(["en", "ar"] as const)("%s admin processing words", (lang) => {
  const words = resources[lang].admin.processing as unknown as Record<string, unknown> & {
    errors: Record<string, string>;
  };

  test.each([...PROCESSING_ERRORS])("reason %s is a sentence", (code) => {
    expect(words.errors[code]).toMatch(/\S.*[.۔]$/);
  });

  test("no sentence for a reason the runner does not report", () => {
    expect(Object.keys(words.errors).sort()).toEqual([...PROCESSING_ERRORS].sort());
  });

  test.each([...PROCESSING_STATES])("state %s has its badge text", (state) => {
    expect(typeof words[LABEL[state]]).toBe("string");
  });
});
