import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { htmlToText, sanitizeBlogHtml } from "./sanitize.ts";

/** A corpus of classic XSS payloads (OWASP filter-evasion examples, shortened). */
const XSS = [
  "<script>alert(1)</script>",
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color: expression(alert(1))">x</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<img src="javascript:alert(1)">',
  '<a href="//evil.example/x">protocol-relative</a>',
];

describe("sanitizeBlogHtml", () => {
  test.each(XSS)("leaves %p inert", (payload) => {
    const clean = sanitizeBlogHtml(payload).toLowerCase();
    for (const bad of ["<script", "onerror", "onload", "onfocus", "ontoggle", "javascript:", "vbscript:", "data:text", "expression(", "<iframe", "<object", "<embed", "<style", "<base", "<meta", "<form", "srcdoc", "//evil.example"]) {
      expect(clean).not.toContain(bad);
    }
  });

  test("keeps what the editor makes: headings, lists, links, alignment and colours", () => {
    const html = '<h2 class="ql-align-center">Title</h2><p style="color: #ff0000; text-align: right">Red <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ol><li class="ql-indent-2">one</li></ol><blockquote>q</blockquote><pre class="ql-syntax">code</pre><p><a href="mailto:a@b.ae">mail</a> <a href="tel:+97141234567">tel</a></p><iframe src="https://www.youtube.com/embed/x"></iframe>';
    const clean = sanitizeBlogHtml(html);
    for (const kept of ['class="ql-align-center"', "color:#ff0000", "text-align:right", "<strong>bold</strong>", 'class="ql-indent-2"', "<blockquote>", 'href="mailto:a@b.ae"', 'href="tel:+97141234567"', 'src="https://www.youtube.com/embed/x"']) {
      expect(clean).toContain(kept);
    }
  });

  test("forces rel=noopener noreferrer nofollow on every link", () => {
    expect(sanitizeBlogHtml('<a href="https://x.ae" rel="opener">x</a>')).toBe('<a href="https://x.ae" rel="noopener noreferrer nofollow">x</a>');
  });

  test("sanitizing twice changes nothing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...XSS), fc.string({ maxLength: 200 }), fc.constantFrom("<p>a<b>b</b></p>", '<a href="https://x">y</a>', "<ul><li>1</li></ul>")), (html) => {
        const once = sanitizeBlogHtml(html);
        expect(sanitizeBlogHtml(once)).toBe(once);
      }),
    );
  });

  test("htmlToText keeps words apart across blocks", () => {
    expect(htmlToText("<h2>Hello</h2><p>World &amp; more</p>")).toBe("Hello World & more");
  });
});
