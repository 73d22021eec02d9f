/**
 * The client's IP for rate limits: from the socket, or — only when TRUSTED_PROXY_HEADER
 * names one header set by the one reverse proxy in front — from that header's last
 * value (the address the proxy saw). Nothing else a client sends is believed.
 */
import type { Context } from "hono";

type BunEnv = { requestIP?: (req: Request) => { address: string } | null } | undefined;

export function clientIp(c: Context, trustedHeader: string | null): string {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    const last = value?.split(",").pop()?.trim();
    if (last) return last;
  }
  const server = c.env as BunEnv;
  return server?.requestIP?.(c.req.raw)?.address ?? "unknown";
}
