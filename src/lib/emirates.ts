/**
 * The seven emirates in the spec's order, with their URL slugs and badge colours
 * (red, blue, green, orange, purple, yellow, pink; gray for anything else).
 */
export const EMIRATES = [
  { slug: "dubai", name: "Dubai", nameAr: "دبي", color: "red" },
  { slug: "abudhabi", name: "Abu Dhabi", nameAr: "أبوظبي", color: "blue" },
  { slug: "sharjah", name: "Sharjah", nameAr: "الشارقة", color: "green" },
  { slug: "ajman", name: "Ajman", nameAr: "عجمان", color: "orange" },
  { slug: "fujairah", name: "Fujairah", nameAr: "الفجيرة", color: "purple" },
  { slug: "ras-al-khaimah", name: "Ras Al Khaimah", nameAr: "رأس الخيمة", color: "yellow" },
  { slug: "umm-al-quwain", name: "Umm Al Quwain", nameAr: "أم القيوين", color: "pink" },
] as const;

const BADGE: Record<string, string> = {
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  orange: "bg-orange-100 text-orange-800",
  purple: "bg-purple-100 text-purple-800",
  yellow: "bg-yellow-100 text-yellow-800",
  pink: "bg-pink-100 text-pink-800",
  gray: "bg-gray-100 text-gray-800",
};

/** Badge classes for an emirate name or slug; gray for any other value. */
export function emirateBadgeClass(nameOrSlug: string): string {
  const e = EMIRATES.find((x) => x.slug === nameOrSlug || x.name === nameOrSlug);
  return BADGE[e?.color ?? "gray"] ?? BADGE.gray!;
}

/** The branch form's order of the seven (spec section 5), by slug. */
const BRANCH_FORM_ORDER: readonly string[] = [
  "abudhabi",
  "dubai",
  "sharjah",
  "ajman",
  "umm-al-quwain",
  "ras-al-khaimah",
  "fujairah",
];

/**
 * Emirates as the branch form lists them: the seven in the spec's order for that form, then
 * any others (added by operators) in the order given. Renamed ones keep their slug, so their place.
 */
export function sortForBranchForm<T extends { slug: string }>(list: readonly T[]): T[] {
  const rank = (e: T) => {
    const i = BRANCH_FORM_ORDER.indexOf(e.slug);
    return i === -1 ? BRANCH_FORM_ORDER.length : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/**
 * The visitor's emirate filter: "All Emirates", then the seven by slug. "All" is the value
 * "all" (src/server/emirate-choice.ts).
 */
export function emirateOptions(t: (key: string) => string): { value: string; label: string }[] {
  return [
    { value: "all", label: t("emirate.all") },
    ...EMIRATES.map((e) => ({ value: e.slug, label: t(`emirate.${e.slug}`) })),
  ];
}

export {
  EMIRATE_COOKIE,
  type EmirateSlug,
  isEmirateSlug,
  knownEmirate,
  listsByEmirate,
  rememberedEmirate,
} from "./emirate-slugs.ts";
