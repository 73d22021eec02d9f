/**
 * Requests whose address cannot be known: no Host (HTTP/1.0 allows it), an empty one, or one
 * that is not a host ("[::1", "a b", "a:port"). Bun then hands over a request whose url is a
 * bare path or unparseable, which every later step (the page cache's key, Hono, the error page)
 * would misread or throw on. They are answered 400 here, first, in JSON under /api.
 */
const MESSAGE = "Bad request: the Host header is missing or is not a valid host name";

export function badRequestTarget(req: Request, apiPrefix: string): Response | null {
  const { url } = req;
  // Bun makes the url absolute from a usable Host, and leaves it a bare path otherwise.
  if ((url.startsWith("http://") || url.startsWith("https://")) && URL.canParse(url)) return null;
  const path = url.startsWith("/") ? url : "";
  const headers = { "Cache-Control": "no-store", Connection: "close" };
  if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) {
    return Response.json({ error: MESSAGE, issues: [], code: "validation_failed" }, { status: 400, headers });
  }
  return new Response(`${MESSAGE}.\n`, {
    status: 400,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
