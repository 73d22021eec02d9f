/** Strings as the locale files nest them: the shape the server picks for the page and the browser's translator reads. */
export type Messages = { [key: string]: string | Messages };

type Vars = { [name: string]: string | number | undefined; count?: number; defaultValue?: string };

/**
 * A string by its key, with {{name}} values filled in: the browser's translator (src/client/translate.ts)
 * and i18next's `t` on the server alike, so code that runs on both sides (the offer sheet) takes either.
 */
export type Translate = (key: string, vars?: Vars) => string;
