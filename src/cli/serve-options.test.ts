/**
 * What answers when the app itself fails: Bun.serve's options never turn on Bun's development
 * error page, the last-resort handler says nothing of the error, and the app's error page
 * renders for a request whose url is a bare path (it used to throw a second time there).
 */
import { expect, test } from "bun:test";
import { loadConfig } from "#server/config.ts";
import { errorPage } from "#server/error-page.ts";
import { pathAndQuery } from "#server/pages.ts";
import { serveOptions } from "./serve.ts";

test("Bun's development mode is off and an escaped error is a plain 500", async () => {
  const options = serveOptions(loadConfig({ DATA_DIR: "/nonexistent" }), {
    fetch: () => new Response(),
    request: async () => new Response(),
  });
  expect(options.development).toBe(false);
  const answer = options.error(new Error(`secret at ${process.cwd()}/x.ts:1:2`));
  expect(answer.status).toBe(500);
  const text = await answer.text();
  expect(text).not.toContain("secret");
  expect(text).not.toContain(process.cwd());
});

test("the error page renders for a bare-path url", () => {
  expect(errorPage("en", "/stores?x=1")).toContain('href="/"');
  expect(errorPage("en", "http://h/stores?x=1")).toContain('href="/stores?x=1"');
});

test("the page cache key keeps the first path segment", () => {
  expect(pathAndQuery("/healthz")).toBe("/healthz");
  expect(pathAndQuery("/stores?page=2")).toBe("/stores?page=2");
  expect(pathAndQuery("http://x:3000/stores?page=2")).toBe("/stores?page=2");
  expect(pathAndQuery("http://x")).toBe("/");
});
