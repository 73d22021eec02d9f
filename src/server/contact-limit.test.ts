/**
 * The contact form has two doors — POST /api/contact (JavaScript) and POST /contact (the
 * no-JavaScript form) — and ONE limit behind them: 5 messages per address per window in
 * total, whichever door they use.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { caller } from "#tests/helpers/api.ts";
import { type createApp, startTestApp } from "#tests/helpers/app.ts";

const { env, appWith } = startTestApp();
// Each message's address comes from X-Real-IP, as behind the proxy in production.
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = appWith({ TRUSTED_PROXY_HEADER: "X-Real-IP" });
});

const fields = {
  firstName: "Noor",
  lastName: "Hassan",
  email: "noor@example.ae",
  subject: "Shared limit",
  message: "Hello.",
};
const viaApi = (ip: string) =>
  caller(app)("POST", "/api/contact", { ...fields, agreeToTerms: true }, { "X-Real-IP": ip }).then((r) => r.status);
async function viaForm(ip: string, path = "/contact"): Promise<number> {
  const body = new URLSearchParams({ ...fields, agreeToTerms: "on" }).toString();
  const res = await app.request(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "X-Real-IP": ip },
  });
  return res.status;
}
const stored = () =>
  (
    env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Shared limit'").get() as {
      n: number;
    }
  ).n;

describe("one contact limit for the API and the no-JavaScript form", () => {
  test("3 messages through the API and 2 through the form use up the 5; the 6th is refused at either door", async () => {
    expect([
      await viaApi("10.9.0.1"),
      await viaForm("10.9.0.1"),
      await viaApi("10.9.0.1"),
      await viaForm("10.9.0.1", "/ar/contact"),
      await viaApi("10.9.0.1"),
    ]).toEqual([201, 303, 201, 303, 201]);
    const [api, form] = [await viaApi("10.9.0.1"), await viaForm("10.9.0.1")];
    expect(api).toBe(429);
    expect(form).toBe(429);
    expect(stored()).toBe(5);
  });

  test("starting with the form: 5 through the form, then the API says 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect(await viaForm("10.9.0.2")).toBe(303);
    const res = await caller(app)(
      "POST",
      "/api/contact",
      { ...fields, agreeToTerms: true },
      { "X-Real-IP": "10.9.0.2" },
    );
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
    expect(Number(res.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("another address has its own 5", async () => {
    expect(await viaForm("10.9.0.3")).toBe(303);
    expect(await viaApi("10.9.0.3")).toBe(201);
  });
});
