/** Strings as the locale files nest them: the shape the server picks for the page and the browser's translator reads. */
export type Messages = { [key: string]: string | Messages };
