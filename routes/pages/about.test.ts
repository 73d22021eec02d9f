import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, get } = startTestApp({ demo: true });

describe("static pages", () => {
  test("about shows stats from the real data", async () => {
    const about = (await get("/about")).html;
    const stores = (env.db.$client.query("SELECT count(*) AS n FROM stores").get() as { n: number }).n;
    expect(about).toContain(`>${stores}</dd>`);
  });
});
