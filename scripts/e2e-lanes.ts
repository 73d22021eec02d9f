/**
 * How `npm test` splits the browser journeys between its Playwright runs ("lanes"). Each lane is
 * a Playwright run of its own (one worker) with its own server and its own copy of the processed
 * demo, so journeys that change data never meet those of the other lane; both run side by side.
 * Files go longest first to the lane with the least time so far, by the seconds below (a journey
 * file's share of a full run on this two-core machine, measured with the list reporter: a new
 * file counts as DEFAULT_SECONDS until it is added here).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

const SPEC_SECONDS: Record<string, number> = {
  "quality-public": 280,
  "quality-admin": 200,
  "near-me-map": 120,
  "admin-sections": 95,
  "admin-records": 80,
  "admin-lists-and-forms": 62,
  analytics: 66,
  "admin-processing": 60,
  "viewer-offers": 55,
  islands: 50,
  "admin-blog": 48,
  offline: 47,
  "admin-arabic": 45,
  "admin-offers": 45,
  "offer-sheet": 40,
  "my-deals": 40,
  "phone-pages": 40,
  achievements: 40,
  "branch-hours": 40,
  "admin-tokens": 36,
  viewer: 35,
  "shopping-lists": 33,
  "admin-account": 32,
  "viewer-share": 28,
  "catalog-cards": 27,
  lists: 27,
  "view-choice": 27,
  "viewer-keyboard": 26,
  stores: 25,
  "viewer-history": 22,
  pages: 22,
  "embed-import": 20,
  "near-me": 17,
  language: 16,
  "disabled-contrast": 16,
  search: 15,
  "viewer-zoom": 13,
  "arabic-content": 11,
  "hydration-race": 6,
  "search-arabic": 5,
  "requests-finish": 4,
  "notify-me": 4,
};
const DEFAULT_SECONDS = 30;

/** The journey files (paths from the project's root) split into `count` lanes of about equal time. */
export function e2eLanes(root: string, count: number): string[][] {
  const files = readdirSync(join(root, "tests/e2e"))
    .filter((f) => f.endsWith(".e2e.ts"))
    .sort();
  const seconds = (f: string) => SPEC_SECONDS[f.replace(/\.e2e\.ts$/, "")] ?? DEFAULT_SECONDS;
  const lanes = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a))) {
    const lane = lanes.reduce((least, l) => (l.total < least.total ? l : least));
    lane.files.push(`tests/e2e/${file}`);
    lane.total += seconds(file);
  }
  // Within a lane, the files' usual (alphabetical) order.
  return lanes.map((l) => l.files.sort()).filter((l) => l.length > 0);
}
