import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "#db/seed/demo.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { inlineExecutableScripts } from "#tests/helpers/html.ts";
import { loadConfig } from "./config.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
let cookie: string;

beforeAll(async () => {
  env = freshDb();
  await seedDemo(env.db, { dataDir: env.dataDir, scale: 1 });
  app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
  cookie = (await signedInCaller(app, env.db, "owner", "owner-pass")).cookie;
});
afterAll(() => env.cleanup());

const get = (path: string, withCookie = false) => app.request(path, { headers: withCookie ? { Cookie: cookie } : {} });

describe("the admin gate on the server", () => {
  test.each([
    "/admin",
    "/admin/settings",
    "/admin/sitemap",
    "/admin/messages",
    "/admin/stores",
    "/admin/anything/else",
  ])("%s without a session redirects to the login page and sends no admin HTML", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login");
    expect(await res.text()).not.toContain("Dashboard");
  });

  test("in Arabic the redirect goes to the Arabic login page", async () => {
    const res = await get("/ar/admin");
    expect(res.headers.get("location")).toBe("/ar/admin/login");
  });

  test("a forged or ended session is refused the same way", async () => {
    const res = await app.request("/admin", { headers: { Cookie: "uae_session=forged.token" } });
    expect(res.status).toBe(302);
  });

  test("the login page is open, uncached, not indexed, and has no inline script", async () => {
    const res = await get("/admin/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('data-testid="login-form"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(inlineExecutableScripts(html)).toEqual([]);
  });

  test("a password sent before the page's script runs goes in a POST body, never in the address", async () => {
    for (const [path, signedIn] of [
      ["/admin/login", false],
      ["/admin/settings", true],
    ] as const) {
      const html = await (await get(path, signedIn)).text();
      const forms = html.match(/<form[^>]*>(?:(?!<\/form>)[\s\S])*type="password"/g) ?? [];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(form.match(/<form[^>]*>/)![0]).toContain('method="post"');
    }
    // Such a POST is answered with the form again (the script signs in), not an error page.
    const res = await app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: "username=owner&password=owner-pass",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login");
  });
});

describe("signed in", () => {
  test("the dashboard shows the real counts, blog posts included", async () => {
    const res = await get("/admin", true);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    const count = (sql: string) => (env.db.$client.query(sql).get() as { n: number }).n;
    const tile = (key: string) =>
      html.match(new RegExp(`data-testid="tile-${key}"[\\s\\S]*?text-3xl[^>]*>([^<]+)<`))?.[1];
    expect(tile("totalStores")).toBe(String(count("SELECT count(*) AS n FROM stores")));
    expect(tile("totalBranches")).toBe(String(count("SELECT count(*) AS n FROM branches")));
    expect(tile("blogPosts")).toBe(String(count("SELECT count(*) AS n FROM blog_posts")));
    expect(html).toContain("Welcome back, owner");
    // Shared client components translate with their own namespace, not the admin one.
    expect(html).not.toContain("language.switchTo");
    expect(html).not.toContain("toast.region");
  });

  test.each([
    "/admin/settings",
    "/admin/sitemap",
    "/admin/messages",
    "/ar/admin",
    "/admin/stores",
    "/admin/stores/new",
    "/admin/stores/edit/1",
    "/admin/categories",
    "/admin/emirates",
    "/admin/branches",
    "/admin/branches/new",
    "/admin/branches/edit/1",
    "/admin/catalogs",
    "/admin/catalogs/new",
    "/admin/catalogs/edit/1",
    "/admin/blogs",
    "/admin/blogs/new",
    "/admin/blogs/edit/1",
    "/admin/import",
    "/ar/admin/import",
  ])("%s renders", async (path) => {
    const res = await get(path, true);
    expect(res.status).toBe(200);
  });

  test("an unknown admin page is a 404; the login page sends a signed-in operator to the dashboard", async () => {
    expect((await get("/admin/nope", true)).status).toBe(404);
    expect((await get("/admin/stores/edit/abc", true)).status).toBe(404);
    const login = await get("/admin/login", true);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin");
  });
});
