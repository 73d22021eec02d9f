import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get } = startTestApp({ demo: true });

describe("static pages", () => {
  test("contact promises a reply within 24 hours", async () => {
    const contact = (await get("/contact")).html;
    expect(contact).toContain("within 24 hours");
    expect(contact).toContain('data-testid="contact-form"');
  });
});
