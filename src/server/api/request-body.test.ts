/**
 * The 415 rule of /api (security.md, "Requests"): an unsafe request that carries a body
 * must say it is JSON, however the body's length is framed (Content-Length or chunked).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, app, appWith } = startTestApp();
let server: ReturnType<typeof Bun.serve>;

// The same app over a real socket, for a chunked body only raw HTTP can send.
beforeAll(() => {
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: appWith().fetch });
});
afterAll(() => server.stop(true));

const message = JSON.stringify({
  firstName: "A",
  lastName: "B",
  email: "a@example.com",
  subject: "Chunked",
  message: "M",
  agreeToTerms: true,
});
const stream = (text: string) =>
  new ReadableStream({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });
const stored = () =>
  (env.db.$client.query("SELECT count(*) AS n FROM contact_messages WHERE subject = 'Chunked'").get() as { n: number })
    .n;

/** Writes a raw HTTP/1.1 request over a socket and returns the status line's code. */
async function rawStatus(request: string): Promise<number> {
  let text = "";
  const done = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port: server.port!,
    socket: {
      data(_s, chunk) {
        text += new TextDecoder().decode(chunk);
        if (text.includes("\r\n\r\n")) done.resolve();
      },
      close() {
        done.resolve();
      },
      error() {
        done.resolve();
      },
    },
  });
  socket.write(request);
  await done.promise;
  socket.end();
  return Number(text.split(" ")[1]);
}

describe("unsafe /api requests with a body and no JSON content type get 415", () => {
  test("a chunked body with no Content-Type, over a real socket", async () => {
    const chunk = message;
    const status = await rawStatus(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    );
    expect(status).toBe(415);
    expect(stored()).toBe(0);
  });

  test("a streamed body with no Content-Type or Content-Length, through the app", async () => {
    const res = await app.request("/api/contact", {
      method: "POST",
      body: stream(message),
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: "Send the request body as JSON (Content-Type: application/json)",
      issues: [],
      code: "unsupported_media_type",
    });
    expect(stored()).toBe(0);
  });

  test("a body with a Content-Length and no Content-Type", async () => {
    const res = await app.request("/api/contact", {
      method: "POST",
      body: message,
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Length": String(message.length) },
    });
    expect(res.status).toBe(415);
  });

  test("a bodiless unsafe request (logout) and a JSON one still pass", async () => {
    expect(
      (await app.request("/api/admin/logout", { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } })).status,
    ).toBe(200);
    expect(
      (
        await app.request("/api/admin/logout", {
          method: "POST",
          headers: { "Sec-Fetch-Site": "same-origin", "Content-Length": "0" },
        })
      ).status,
    ).toBe(200);
    const json = await app.request("/api/contact", {
      method: "POST",
      body: stream(message),
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    });
    expect(json.status).toBe(201);
    expect(stored()).toBe(1);
  });
});
