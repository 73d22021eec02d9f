/** What the blog editor accepts for links, images and videos (spec section 5), for the toolbar and tests. */

/** Link addresses: http, https, mailto or tel only. */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(url.trim());
}

/** Images: http(s) addresses of png, gif, jpeg, bmp or x-icon files (or site paths). */
export function isAllowedImage(url: string): boolean {
  return /^(https?:\/\/[^\s?#]+|\/[^\s?#]+)\.(png|gif|jpe?g|bmp|ico)([?#][^\s]*)?$/i.test(url.trim());
}

/** Videos: YouTube addresses over https (the editor embeds them with youtube-nocookie). */
export function isAllowedVideo(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//.test(url.trim());
}

/** The indent level after a step, kept within 0-8 (0 = no indent). */
export function stepIndent(level: number, direction: 1 | -1): number {
  return Math.min(8, Math.max(0, level + direction));
}

/**
 * Tags typed as "a, b ,, c" -> ["a", "b", "c"]; saved arrays are shown joined with ", ".
 * The Arabic comma "،" separates too: it is the comma an Arabic keyboard types.
 */
export function splitTags(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean);
}
