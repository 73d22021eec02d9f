import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

const { env, app, get } = startTestApp({ demo: true });

describe("the contact form without JavaScript", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const good = { firstName: "Noor", lastName: "Hassan", email: "noor@example.ae", phone: "", company: "", subject: "No JS", message: "Sent without JavaScript.", agreeToTerms: "on" };
  const post = (body: string, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) =>
    app.request("/contact", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });

  test("posts to its own page, stores the message and comes back with a thank-you", async () => {
    const res = await post(form(good));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'No JS'").get()).toEqual({ n: 1 });
    expect((await get("/contact?sent=1")).html).toContain("Your message was sent");
    expect((await get("/contact")).html).toMatch(/data-testid="contact-form" action="\/contact" method="post"/);
  });

  test("a missing field or the unticked agreement comes back with ?invalid=1 and stores nothing", async () => {
    const res = await post(form({ ...good, subject: "Bad", agreeToTerms: "" }));
    expect(res.headers.get("location")).toBe("/contact?invalid=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Bad'").get()).toEqual({ n: 0 });
  });

  test("a body over 1 MiB is refused with 413", async () => {
    const res = await post(form({ ...good, message: "x".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });

  test("a cross-site post is refused", async () => {
    const res = await post(form({ ...good, subject: "Cross" }), { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Cross'").get()).toEqual({ n: 0 });
  });
});
