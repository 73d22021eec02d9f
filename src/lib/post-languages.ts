/**
 * Which language versions of a blog post exist (its `languages`: "en", "ar" or "both") and
 * which one a page shows. Each version has its own URL (/blog/{slug}, /ar/blog/{slug}); a
 * page in a language the post lacks shows the version there is, marked as such (see the
 * article page for why it is not a 404).
 */
import { LANG_META, type Lang } from "#i18n/languages.ts";
import { type Localized, localized } from "./localized.ts";

/** The languages a post with this `languages` value is published in (anything unknown is English, as older posts are). */
export function postVersions(languages: string | null | undefined): Lang[] {
  if (languages === "both") return ["en", "ar"];
  return languages === "ar" ? ["ar"] : ["en"];
}

/** The version a page in `page` shows: its own language when published in it, else the one there is. */
export function shownVersion(languages: string | null | undefined, page: Lang): Lang {
  const versions = postVersions(languages);
  return versions.includes(page) ? page : versions[0]!;
}

/**
 * A field of the post in the `version` shown on a page in `page`: the version's text (the
 * English one if that version lacks it), marked when its language is not the page's.
 */
export function postText(
  page: Lang,
  version: Lang,
  en: string | null | undefined,
  ar: string | null | undefined,
): Localized {
  const value = localized(version, en, ar);
  const lang = value.lang ?? version;
  return lang === page ? { text: value.text } : { text: value.text, lang, dir: LANG_META[lang].dir };
}
