/**
 * The achievements a visitor can earn (spec section 4). A rule counts the visitor's
 * activity events of one type, optionally distinct by what was viewed ("subject") or
 * by the emirate of the branch ("emirate").
 */
export type AchievementRule = {
  type: "store_view" | "catalog_view" | "branch_view" | "blog_read" | "search";
  count: number;
  distinct?: "subject" | "emirate";
};

export const ACHIEVEMENTS: { id: string; title: string; description: string; icon: string; rule: AchievementRule }[] = [
  {
    id: "first-store",
    title: "Window Shopper",
    description: "Viewed your first store",
    icon: "🏪",
    rule: { type: "store_view", count: 1 },
  },
  {
    id: "store-explorer",
    title: "Store Explorer",
    description: "Explored 10 different stores",
    icon: "🧭",
    rule: { type: "store_view", count: 10, distinct: "subject" },
  },
  {
    id: "first-catalog",
    title: "Flyer Flipper",
    description: "Opened your first catalog",
    icon: "📖",
    rule: { type: "catalog_view", count: 1 },
  },
  {
    id: "catalog-fan",
    title: "Catalog Fan",
    description: "Opened 5 different catalogs",
    icon: "📚",
    rule: { type: "catalog_view", count: 5, distinct: "subject" },
  },
  {
    id: "bookworm",
    title: "Bookworm",
    description: "Read 5 different articles",
    icon: "🐛",
    rule: { type: "blog_read", count: 5, distinct: "subject" },
  },
  {
    id: "first-search",
    title: "Deal Hunter",
    description: "Made your first search",
    icon: "🔎",
    rule: { type: "search", count: 1 },
  },
  {
    id: "branch-hopper",
    title: "Seven Emirates",
    description: "Saw branches in all seven emirates",
    icon: "🇦🇪",
    rule: { type: "branch_view", count: 7, distinct: "emirate" },
  },
];
