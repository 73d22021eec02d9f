/** Store categories of the demo directory (operators manage their own). */
export const DEMO_CATEGORIES = [
  { name: "Supermarkets", icon: "🛒" },
  { name: "Electronics", icon: "📱" },
  { name: "Fashion", icon: "👗" },
  { name: "Home & Furniture", icon: "🛋️" },
  { name: "Beauty & Health", icon: "💄" },
  { name: "Pharmacy", icon: "💊" },
  { name: "Sports & Outdoors", icon: "⚽" },
  { name: "Toys & Kids", icon: "🧸" },
  { name: "Jewelry & Watches", icon: "💍" },
  { name: "Department Stores", icon: "🏬" },
  { name: "Restaurants & Cafes", icon: "☕" },
  { name: "Books & Stationery", icon: "📚" },
] as const;
