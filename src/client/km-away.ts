/** "1.2 km away" in the page's words ("{{km}}" in `words`), Latin digits as the site's Arabic pages write numbers. */
export function kmAway(words: string, km: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: km < 10 ? 1 : 0,
    numberingSystem: "latn",
  } as Intl.NumberFormatOptions);
  return words.replace("{{km}}", number.format(km));
}
