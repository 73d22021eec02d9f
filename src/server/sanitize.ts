/**
 * Blog HTML is cleaned with sanitize-html on save and again on render (security.md):
 * only what the editor produces survives (with dir="rtl|ltr|auto" on blocks, so an Arabic
 * article keeps its direction); links are http, https, mailto or tel only,
 * never protocol-relative, and always get rel="noopener noreferrer nofollow".
 * Cleaning twice gives the same HTML as cleaning once.
 */
import sanitizeHtml from "sanitize-html";

const ALIGN = /^(left|center|right|justify)$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const SIZE = /^\d{1,3}(\.\d+)?(px|em|rem|%)$/;
const FONT = /^[\w\s,"'-]{1,80}$/;
/** The blocks that may say their own direction: the Arabic editor writes dir="rtl" on each one. */
const DIRECTED = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "blockquote",
  "pre",
  "ul",
  "ol",
  "li",
  "div",
  "figure",
  "figcaption",
];
/** Drops a dir that is not one of the three directions (sanitize-html would keep an empty one). */
const keepValidDir: sanitizeHtml.Transformer = (tagName, { dir, ...attribs }) => ({
  tagName,
  attribs: dir === "rtl" || dir === "ltr" || dir === "auto" ? { ...attribs, dir } : attribs,
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "mark",
    "sub",
    "sup",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "span",
    "div",
    "iframe",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    iframe: ["src", "width", "height", "allowfullscreen", "frameborder", "title"],
    ...Object.fromEntries(DIRECTED.map((tag) => [tag, ["dir"]])),
    ol: ["start", "dir"],
    "*": ["style", "class", "data-indent"],
  },
  allowedClasses: {
    "*": [/^ql-(align|indent|size|font)-[a-z0-9-]+$/, /^text-(left|center|right|justify)$/, /^indent-[1-8]$/],
  },
  allowedStyles: {
    "*": {
      color: [COLOR],
      "background-color": [COLOR],
      "text-align": [ALIGN],
      "font-size": [SIZE],
      "font-family": [FONT],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  // Embedded videos only from the one host the editor embeds and the CSP frames.
  allowedIframeHostnames: ["www.youtube-nocookie.com"],
  transformTags: {
    ...Object.fromEntries(DIRECTED.map((tag) => [tag, keepValidDir])),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", ...(attribs.target ? { target: "_blank" } : {}) },
    }),
  },
  // An embed or image whose address was refused is dropped whole, not left empty.
  exclusiveFilter: (frame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src,
  disallowedTagsMode: "discard",
};

/** Returns `html` with everything outside the editor's allowlist removed. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of `html` (tags dropped, spaces folded), for excerpts. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
