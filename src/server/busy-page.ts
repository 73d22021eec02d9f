/**
 * The pages shown instead of a render the server will not start now: too many renders already
 * waiting (503), or this client has asked for too many new pages (429). Plain HTML, no script,
 * never cached, with Retry-After; "Try again" reloads the same address.
 */
import type { Lang } from "#i18n/languages.ts";

const TEXT = {
  en: {
    busy: ["The site is busy", "Too many pages are being prepared right now. Please try again in a few seconds."],
    limited: ["Too many requests", "You have opened many new pages in a short time. Please wait a minute."],
    retry: "Try again",
    dir: "ltr",
  },
  ar: {
    busy: ["الموقع مشغول", "يتم تجهيز صفحات كثيرة الآن. يرجى المحاولة مرة أخرى بعد ثوانٍ."],
    limited: ["طلبات كثيرة جدًا", "فتحت صفحات جديدة كثيرة في وقت قصير. يرجى الانتظار دقيقة."],
    retry: "حاول مرة أخرى",
    dir: "rtl",
  },
} as const;

export function busyResponse(lang: Lang, kind: "busy" | "limited", retryAfterSeconds: number): Response {
  const t = TEXT[lang];
  const [title, body] = t[kind];
  const html = `<!DOCTYPE html><html lang="${lang}" dir="${t.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:28rem;padding:2rem;text-align:center}a{display:inline-block;margin:.5rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#0d9488;color:#fff;text-decoration:none;font-weight:600}</style></head>
<body><main><h1>${title}</h1><p>${body}</p><a href="">${t.retry}</a></main></body></html>`;
  return new Response(html, {
    status: kind === "busy" ? 503 : 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(Math.max(1, retryAfterSeconds)),
    },
  });
}
