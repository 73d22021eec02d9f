import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, app, get, appWith } = startTestApp({ demo: true });

describe("the contact form without JavaScript", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const good = {
    firstName: "Noor",
    lastName: "Hassan",
    email: "noor@example.ae",
    phone: "",
    company: "",
    subject: "No JS",
    message: "Sent without JavaScript.",
    agreeToTerms: "on",
  };
  const post = (body: string, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) =>
    app.request("/contact", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  test("posts to its own page, stores the message and comes back with a thank-you", async () => {
    const res = await post(form(good));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'No JS'").get()).toEqual({
      n: 1,
    });
    expect((await get("/contact?sent=1")).html).toContain("Your message was sent");
    expect((await get("/contact")).html).toMatch(/data-testid="contact-form" action="\/contact" method="post"/);
  });

  test("a missing field or the unticked agreement comes back with ?invalid=1 and stores nothing", async () => {
    const res = await post(form({ ...good, subject: "Bad", agreeToTerms: "" }));
    expect(res.headers.get("location")).toBe("/contact?invalid=1");
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Bad'").get()).toEqual({
      n: 0,
    });
  });

  test("a body over 1 MiB is refused with 413", async () => {
    const res = await post(form({ ...good, message: "x".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });

  test.each([
    ["/contact", "multipart/form-data", "firstName=x", "en", 1],
    ["/ar/contact", "multipart/form-data", "firstName=x", "ar", 2],
    [
      "/contact",
      "multipart/form-data; boundary=zzz",
      '--zzz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nMalformed',
      "en",
      3,
    ],
    ["/ar/contact", "multipart/form-data; boundary=", "--\r\n", "ar", 4],
  ])(
    "a malformed form body (%s, %s) is a 400 page that explains and offers the form again (F5)",
    async (path, type, body, lang, n) => {
      // Its own address per case (through a trusted proxy header): malformed posts count against the form's limit like any other.
      const proxied = appWith({ TRUSTED_PROXY_HEADER: "X-Real-IP" });
      const res = await proxied.request(path, {
        method: "POST",
        body,
        headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", "X-Real-IP": `10.5.0.${n}` },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain('data-testid="contact-invalid"');
      expect(html).toContain('data-testid="contact-form"');
      expect(
        env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Malformed'").get(),
      ).toEqual({ n: 0 });
    },
  );

  test("a cross-site post is refused", async () => {
    const res = await post(form({ ...good, subject: "Cross" }), { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect(env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Cross'").get()).toEqual({
      n: 0,
    });
  });
});
