import { describe, expect, test } from "bun:test";
import { isAllowedImage, isAllowedLink, isAllowedVideo, splitTags, stepIndent } from "./editor-rules.ts";

describe("blog editor rules", () => {
  test("links: http, https, mailto and tel only", () => {
    for (const ok of ["https://x.ae", "http://x.ae/a?b=1", "mailto:a@b.ae", "tel:+971 4 123 4567"])
      expect(isAllowedLink(ok)).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x", "//x.ae", "data:text/html,x", "x.ae"])
      expect(isAllowedLink(bad)).toBe(false);
  });

  test("images: png, gif, jpeg, bmp and ico", () => {
    for (const ok of [
      "https://x.ae/a.png",
      "https://x.ae/a.JPG",
      "/media/a.gif",
      "https://x.ae/a.bmp?v=2",
      "https://x.ae/favicon.ico",
    ])
      expect(isAllowedImage(ok)).toBe(true);
    for (const bad of [
      "https://x.ae/a.svg",
      "https://x.ae/a.webp",
      "javascript:a.png",
      "data:image/png;base64,xx",
      "https://x.ae/png",
    ])
      expect(isAllowedImage(bad)).toBe(false);
  });

  test("videos: YouTube over https only", () => {
    for (const ok of ["https://www.youtube.com/watch?v=abc", "https://youtube.com/embed/abc", " https://youtu.be/abc "])
      expect(isAllowedVideo(ok)).toBe(true);
    for (const bad of [
      "http://www.youtube.com/watch?v=abc",
      "https://vimeo.com/1",
      "https://youtube.com.evil.ae/watch?v=abc",
      "https://m.youtube.com/watch?v=abc",
      "javascript:https://youtu.be/abc",
      "https://youtu.be",
    ])
      expect(isAllowedVideo(bad)).toBe(false);
  });

  test("indent stays within 0-8; tags split on commas, trimmed, empties dropped", () => {
    expect(stepIndent(8, 1)).toBe(8);
    expect(stepIndent(0, -1)).toBe(0);
    expect(stepIndent(3, 1)).toBe(4);
    expect(splitTags(" sale, dubai ,, ,tips ")).toEqual(["sale", "dubai", "tips"]);
  });

  test("Arabic tags split on the Arabic comma too, as an Arabic keyboard types it", () => {
    expect(splitTags("العيد، هدايا ،، عروض, دبي")).toEqual(["العيد", "هدايا", "عروض", "دبي"]);
  });
});
