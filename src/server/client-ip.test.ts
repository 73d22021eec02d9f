import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { clientIp } from "./client-ip.ts";

async function ipOf(headers: Record<string, string>, trusted: string | null, socket = "203.0.113.9") {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIp(c, trusted)));
  // What Bun.serve passes as the env: the server, which knows the socket address.
  const server = { requestIP: () => ({ address: socket }) };
  const res = await app.request("http://localhost/", { headers }, server);
  return res.text();
}

describe("clientIp", () => {
  test("uses the socket address and ignores forwarding headers unless one is trusted", async () => {
    expect(await ipOf({ "X-Forwarded-For": "1.2.3.4" }, null)).toBe("203.0.113.9");
  });

  test("with a trusted header, takes its last value (the address the proxy saw), not a spoofed first one", async () => {
    expect(await ipOf({ "X-Forwarded-For": "6.6.6.6, 198.51.100.7" }, "X-Forwarded-For", "127.0.0.1")).toBe(
      "198.51.100.7",
    );
  });

  test("falls back to the socket when the trusted header is missing", async () => {
    expect(await ipOf({}, "X-Forwarded-For", "127.0.0.1")).toBe("127.0.0.1");
  });
});
