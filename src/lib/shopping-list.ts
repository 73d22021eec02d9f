/** Shopping lists as pages and islands write them (browser-safe). */

/** The shared list's public page, without the language prefix. */
export const sharedListPath = (token: string) => `/lists/shared/${token}`;

/** The visitor's own lists page. */
export const LISTS_PATH = "/lists";
