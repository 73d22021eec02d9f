/** Small readers for server-rendered HTML in tests. */

/** Every <script ...> opening tag in the document. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
}

/** Scripts that a browser would execute inline: no src and not a data block. */
export function inlineExecutableScripts(html: string): string[] {
  return scriptTags(html).filter(
    (tag) => !/\ssrc=/.test(tag) && !/type="(text\/x-component|application\/(ld\+)?json)"/.test(tag),
  );
}

/** The text of every store card's heading, in page order. */
export function storeCardNames(html: string): string[] {
  return cardHeadings(html, "store-card");
}

/** The heading text of every card marked data-testid=`testid`, without markup or React's <!-- --> separators. */
export function cardHeadings(html: string, testid: string): string[] {
  const card = new RegExp(`data-testid="${testid}"[\\s\\S]*?<h[234][^>]*>([\\s\\S]*?)</h[234]>`, "g");
  return [...html.matchAll(card)].map((m) => decode(m[1]!.replace(/<!--[\s\S]*?-->|<[^>]+>/g, "")));
}

export function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The Flight payload written into the page's data block. */
export function flightPayload(html: string): string {
  const m = html.match(/<script type="text\/x-component" id="__flight">([\s\S]*?)<\/script>/);
  if (!m) throw new Error("no Flight data block");
  return JSON.parse(m[1]!) as string;
}

/** The page's schema.org JSON-LD block, parsed; null when it has none. */
export const jsonLd = (html: string) => {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]!) : null;
};
