/**
 * A small store directory whose lists the page tests can state by heart: twelve stores in three
 * categories, with branches and catalogues chosen so each filter and order keeps some and drops
 * others. By popularity (featured, premium, most branches, name):
 *
 * | store             | category    | flags    | branches (emirates)   | catalogue |
 * | Zeta Mart         | Groceries   | featured | dubai, ajman          | live      |
 * | Yellow Souq       | Fashion     | premium  | sharjah               | none      |
 * | Alpha Electronics | Electronics |          | dubai, ajman, fujairah| live      |
 * | Beta Foods        | Groceries   |          | fujairah, ajman       | expired   |
 * | Delta Digital     | Electronics |          | fujairah              | live      |
 * | Gamma Style       | Fashion     |          | ajman                 | live      |
 * | Kappa … Pi Place  | Groceries   |          | none                  | none      |  (six, by name)
 */
import type { Db } from "#db/client.ts";
import { insertBranch, insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";

type Known = {
  name: string;
  category: "Groceries" | "Electronics" | "Fashion";
  featured?: boolean;
  premium?: boolean;
  emirates: string[];
  catalogue?: "live" | "expired";
};

const STORES: Known[] = [
  { name: "Zeta Mart", category: "Groceries", featured: true, emirates: ["dubai", "ajman"], catalogue: "live" },
  { name: "Yellow Souq", category: "Fashion", premium: true, emirates: ["sharjah"] },
  { name: "Alpha Electronics", category: "Electronics", emirates: ["dubai", "ajman", "fujairah"], catalogue: "live" },
  { name: "Beta Foods", category: "Groceries", emirates: ["fujairah", "ajman"], catalogue: "expired" },
  { name: "Delta Digital", category: "Electronics", emirates: ["fujairah"], catalogue: "live" },
  { name: "Gamma Style", category: "Fashion", emirates: ["ajman"], catalogue: "live" },
  ...["Kappa", "Lambda", "Mu Market", "Nu Shop", "Omicron", "Pi Place"].map(
    (name): Known => ({ name, category: "Groceries", emirates: [] }),
  ),
];

/** Writes the directory above (into an empty database). */
export function insertKnownStores(db: Db): void {
  const categoryIds = new Map(
    (["Groceries", "Electronics", "Fashion"] as const).map((name) => [name, insertCategory(db, { name }).id]),
  );
  for (const s of STORES) {
    const store = insertStore(db, {
      name: s.name,
      categoryId: categoryIds.get(s.category)!,
      featured: s.featured ?? false,
      premium: s.premium ?? false,
    });
    for (const emirate of s.emirates) insertBranch(db, { storeId: store.id, emirate });
    if (s.catalogue)
      insertCatalog(db, {
        storeId: store.id,
        title: `${s.name} weekly`,
        expiryDate: s.catalogue === "live" ? null : "2020-01-31",
      });
  }
}
