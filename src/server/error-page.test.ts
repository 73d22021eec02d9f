import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock } from "#tests/helpers/content-clock.ts";
import { inlineExecutableScripts } from "#tests/helpers/html.ts";

const { env, appWith } = startTestApp({ demo: true });

describe("when rendering fails", () => {
  test("the visitor gets a 500 page with Try again, not a stack trace; the log gets one line per error", async () => {
    const broken = appWith();
    bumpContentClock(env.db); // nothing kept for the page may stand in for the broken render
    env.db.$client.run("ALTER TABLE stores RENAME TO stores_gone");
    const spy = console.error;
    const logged: string[] = [];
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(" "));
    try {
      const res = await broken.request("/stores?page=3&broken=1");
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain('href="/stores?page=3&amp;broken=1"');
      expect(html).not.toContain("SQLITE");
      expect(inlineExecutableScripts(html)).toEqual([]);
      // What an operator reads in journalctl: where, what, and the line of ours that threw.
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(line).not.toContain("\n");
      expect(logged.some((l) => /^\[(rsc|ssr|app)\] \w*Error: .*no such table: stores/.test(l))).toBe(true);
      expect(logged.some((l) => /\(at (src|routes|db)\/[^ ]+:\d+/.test(l))).toBe(true);
    } finally {
      console.error = spy;
      env.db.$client.run("ALTER TABLE stores_gone RENAME TO stores");
    }
  });
});
