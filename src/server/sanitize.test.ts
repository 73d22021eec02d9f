import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { XSS_CORPUS } from "#tests/fixtures/xss.ts";
import { htmlToText, sanitizeBlogHtml } from "./sanitize.ts";

const XSS = XSS_CORPUS;

describe("sanitizeBlogHtml", () => {
  test.each(XSS)("leaves %p inert", (payload) => {
    const clean = sanitizeBlogHtml(payload).toLowerCase();
    for (const bad of [
      "<script",
      "onerror",
      "onload",
      "onfocus",
      "ontoggle",
      "javascript:",
      "vbscript:",
      "data:text",
      "expression(",
      "<iframe",
      "<object",
      "<embed",
      "<style",
      "<base",
      "<meta",
      "<form",
      "srcdoc",
      "//evil.example",
    ]) {
      expect(clean).not.toContain(bad);
    }
  });

  test("keeps what the editor makes: headings, lists, links, alignment and colours", () => {
    const html =
      '<h2 class="ql-align-center">Title</h2><p style="color: #ff0000; text-align: right">Red <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ol><li class="ql-indent-2">one</li></ol><blockquote>q</blockquote><pre class="ql-syntax">code</pre><p><a href="mailto:a@b.ae">mail</a> <a href="tel:+97141234567">tel</a></p><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>';
    const clean = sanitizeBlogHtml(html);
    for (const kept of [
      'class="ql-align-center"',
      "color:#ff0000",
      "text-align:right",
      "<strong>bold</strong>",
      'class="ql-indent-2"',
      "<blockquote>",
      'href="mailto:a@b.ae"',
      'href="tel:+97141234567"',
      'src="https://www.youtube-nocookie.com/embed/x"',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  test("an Arabic article keeps its direction: dir rtl, ltr or auto on block elements, nothing else", () => {
    const html =
      '<h2 dir="rtl">عروض</h2><p dir="rtl">نص <span dir="rtl">x</span></p><ul dir="rtl"><li dir="rtl">١</li></ul><blockquote dir="ltr">q</blockquote><p dir="auto">a</p><p dir="sideways">b</p><p dir="RTL onmouseover=x">c</p>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2 dir="rtl">عروض</h2><p dir="rtl">نص <span>x</span></p><ul dir="rtl"><li dir="rtl">١</li></ul><blockquote dir="ltr">q</blockquote><p dir="auto">a</p><p>b</p><p>c</p>',
    );
    const once = sanitizeBlogHtml(html);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });

  test("forces rel=noopener noreferrer nofollow on every link", () => {
    expect(sanitizeBlogHtml('<a href="https://x.ae" rel="opener">x</a>')).toBe(
      '<a href="https://x.ae" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  test("sanitizing twice changes nothing", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...XSS),
          fc.string({ maxLength: 200 }),
          fc.constantFrom("<p>a<b>b</b></p>", '<a href="https://x">y</a>', "<ul><li>1</li></ul>"),
        ),
        (html) => {
          const once = sanitizeBlogHtml(html);
          expect(sanitizeBlogHtml(once)).toBe(once);
        },
      ),
    );
  });

  test("htmlToText keeps words apart across blocks", () => {
    expect(htmlToText("<h2>Hello</h2><p>World &amp; more</p>")).toBe("Hello World & more");
  });
});
