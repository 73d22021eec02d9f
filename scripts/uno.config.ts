/** UnoCSS settings shared by the build (scripts/build-css.ts). */
export const unoConfig = {
  // Class names built from data at run time, which the extractor cannot see in source.
  safelist: [
    "bg-red-100",
    "text-red-800",
    "bg-blue-100",
    "text-blue-800",
    "bg-green-100",
    "text-green-800",
    "bg-orange-100",
    "text-orange-800",
    "bg-purple-100",
    "text-purple-800",
    "bg-yellow-100",
    "text-yellow-800",
    "bg-pink-100",
    "text-pink-800",
    "bg-gray-100",
    "text-gray-800",
  ],
};
