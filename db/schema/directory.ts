/** The directory: categories, emirates, stores and their branches. */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns.ts";

/** Store categories, managed by operators (spec "Category"). */
export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    icon: text("icon"),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_name_unique").on(t.name), uniqueIndex("categories_slug_unique").on(t.slug)],
);

/** The seven emirates (operators may rename or add; branches point here). */
export const emirates = sqliteTable(
  "emirates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("emirates_name_unique").on(t.name), uniqueIndex("emirates_slug_unique").on(t.slug)],
);

export const stores = sqliteTable(
  "stores",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    // A category with stores cannot be deleted (the API answers 409), so nothing dangles.
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    description: text("description"),
    descriptionAr: text("description_ar"),
    image: text("image"),
    logo: text("logo"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    premium: integer("premium", { mode: "boolean" }).notNull().default(false),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    twitter: text("twitter"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("stores_slug_unique").on(t.slug),
    index("stores_category_idx").on(t.categoryId),
    index("stores_featured_idx").on(t.featured, t.premium),
  ],
);

export const branches = sqliteTable(
  "branches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    // An emirate with branches cannot be deleted (409), so every branch keeps its emirate.
    emirateId: integer("emirate_id")
      .notNull()
      .references(() => emirates.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    address: text("address").notNull(),
    addressAr: text("address_ar"),
    hours: text("hours"),
    hoursAr: text("hours_ar"),
    // OpenStreetMap opening_hours syntax (issue 26), evaluated in Dubai time by src/server/hours;
    // null while the branch has only the free text above (shown as it is).
    openingHours: text("opening_hours"),
    phone: text("phone"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("branches_store_slug_unique").on(t.storeId, t.slug),
    index("branches_emirate_idx").on(t.emirateId, t.storeId),
  ],
);
