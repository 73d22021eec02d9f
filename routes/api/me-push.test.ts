/**
 * /api/me/push (issue 25): the site's VAPID key for the browser, subscribe and unsubscribe,
 * scoped to the visitor session; only https push services on public names are taken (the
 * server will POST to them), another session cannot remove a subscription (404).
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

const { app, anon } = startTestApp();

const KEY = `B${"A".repeat(86)}`; // 65 bytes, base64url
const AUTH = "A".repeat(22); // 16 bytes
const sub = (endpoint: string, more = {}) => ({ endpoint, keys: { p256dh: KEY, auth: AUTH }, lang: "ar", ...more });

describe("/api/me/push", () => {
  test("gives the key a browser subscribes with, the same on every call", async () => {
    const me = await visitorCaller(app);
    const first = await me.call("GET", "/api/me/push");
    expect(first.status).toBe(200);
    expect(first.json.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.json.subscribed).toBe(false);
    expect((await me.call("GET", "/api/me/push")).json.publicKey).toBe(first.json.publicKey);
    expect((await anon("GET", "/api/me/push")).status).toBe(401);
  });

  test("subscribes and unsubscribes; another session gets 404", async () => {
    const me = await visitorCaller(app);
    const them = await visitorCaller(app);
    const endpoint = "https://push.example.com/send/abc123";
    expect((await me.call("POST", "/api/me/push", sub(endpoint))).status).toBe(201);
    expect((await me.call("GET", "/api/me/push")).json.subscribed).toBe(true);
    expect((await them.call("DELETE", "/api/me/push", { endpoint })).status).toBe(404);
    expect((await me.call("DELETE", "/api/me/push", { endpoint })).status).toBe(200);
    expect((await me.call("GET", "/api/me/push")).json.subscribed).toBe(false);
  });

  test("refuses what the server should not post to, and bad keys, with a readable 400", async () => {
    const me = await visitorCaller(app);
    for (const body of [
      sub("http://push.example.com/x"),
      sub("https://127.0.0.1/x"),
      sub("https://localhost/x"),
      sub("https://[::1]/x"),
      sub("https://10.0.0.8/x"),
      sub("https://push.example.com:8443/x"),
      sub("https://push.example.com/x", { lang: "fr" }),
      sub("https://push.example.com/x", { keys: { p256dh: "short", auth: AUTH } }),
      { endpoint: "https://push.example.com/x" },
    ]) {
      const res = await me.call("POST", "/api/me/push", body);
      expect({ body, status: res.status, readable: typeof res.json.error }).toEqual({
        body,
        status: 400,
        readable: "string",
      });
    }
  });
});
