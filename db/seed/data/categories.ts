/**
 * Store categories of the demo directory (operators manage their own), with their Arabic
 * names; where a name is also a catalogue category the Arabic matches the interface's
 * (locales/ar/common.json catalog.categories), so a shopper never sees two words for one thing.
 */
export const DEMO_CATEGORIES = [
  { name: "Supermarkets", nameAr: "السوبرماركت", icon: "🛒" },
  { name: "Electronics", nameAr: "الإلكترونيات", icon: "📱" },
  { name: "Fashion", nameAr: "الأزياء", icon: "👗" },
  { name: "Home & Furniture", nameAr: "المنزل والأثاث", icon: "🛋️" },
  { name: "Beauty & Health", nameAr: "الجمال والصحة", icon: "💄" },
  { name: "Pharmacy", nameAr: "الصيدليات", icon: "💊" },
  { name: "Sports & Outdoors", nameAr: "الرياضة والهواء الطلق", icon: "⚽" },
  { name: "Toys & Kids", nameAr: "ألعاب ومستلزمات الأطفال", icon: "🧸" },
  { name: "Jewelry & Watches", nameAr: "المجوهرات والساعات", icon: "💍" },
  { name: "Department Stores", nameAr: "المتاجر متعددة الأقسام", icon: "🏬" },
  { name: "Restaurants & Cafes", nameAr: "المطاعم والمقاهي", icon: "☕" },
  { name: "Books & Stationery", nameAr: "الكتب والقرطاسية", icon: "📚" },
] as const;
