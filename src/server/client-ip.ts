/**
 * The client's IP for rate limits: from the socket, or — only when TRUSTED_PROXY_HEADER
 * names one header set by the one reverse proxy in front — from that header's last
 * value (the address the proxy saw). Nothing else a client sends is believed.
 */
import type { Context } from "hono";
import { getConnInfo } from "hono/bun";

export function clientIp(c: Context, trustedHeader: string | null): string {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    const last = value?.split(",").pop()?.trim();
    if (last) return last;
  }
  return socketAddress(c) ?? "unknown";
}

/**
 * The client's IP, or null for a request that came with no socket (app.request from within the
 * process: tests, tools), for limits that guard against the network only.
 */
export function networkClientIp(c: Context, trustedHeader: string | null): string | null {
  const ip = clientIp(c, trustedHeader);
  return ip === "unknown" ? null : ip;
}

/** The socket's address from Bun's server; none when there is no server (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
