/**
 * The page shown when rendering fails (a bug or the database is unavailable). Plain
 * HTML with no script, so it works even when the React pipeline is what failed;
 * "Try again" reloads the same address.
 */
const TEXT = {
  en: {
    title: "Something went wrong",
    body: "This page could not be loaded. Please try again.",
    retry: "Try again",
    home: "Go to Home",
    dir: "ltr",
    homeHref: "/",
  },
  ar: {
    title: "حدث خطأ ما",
    body: "تعذر تحميل هذه الصفحة. يرجى المحاولة مرة أخرى.",
    retry: "حاول مرة أخرى",
    home: "الذهاب إلى الرئيسية",
    dir: "rtl",
    homeHref: "/ar",
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function errorPage(lang: "en" | "ar", url: string): string {
  const t = TEXT[lang];
  // Never throws: it is what answers when something else did.
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const retry = escapeHtml(parsed ? parsed.pathname + parsed.search : "/");
  return `<!DOCTYPE html><html lang="${lang}" dir="${t.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5"><meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:28rem;padding:2rem;text-align:center}a{display:inline-block;margin:.5rem;padding:.6rem 1.2rem;border-radius:.5rem;text-decoration:none;font-weight:600}.p{background:#0d9488;color:#fff}.s{border:1px solid #cbd5e1;color:#334155}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><a class="p" href="${retry}">${t.retry}</a><a class="s" href="${t.homeHref}">${t.home}</a></main></body></html>`;
}
