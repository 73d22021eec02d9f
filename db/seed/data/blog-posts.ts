/**
 * Demo articles in every status. Content is the clean HTML the editor produces. An article about
 * a season is dated by it (see steps/posts.ts); "{year}" in a title is the year it is dated in.
 *
 * Most have an Arabic version (data/blog-posts-ar.ts) and the gold guide is Arabic-only. English-only
 * ON PURPOSE, so the fallback shows: "How to Read a Supermarket Flyer Like a Pro" (published), the
 * two drafts and the archived Eid article.
 */
import { ARABIC_POSTS, type ArabicVersion } from "./blog-posts-ar.ts";
import type { SeasonId } from "./seasons.ts";

export type DemoPost = {
  title: string;
  category: string;
  status: "published" | "draft" | "archived";
  author: string;
  /** How long before the seeding day it was written, when it is not about a season (or the season is unknown that year). */
  daysAgo: number;
  /** The season it is about: dated `before` days ahead of that season's latest start at least `olderThan` days ago. */
  season?: { id: SeasonId; before: number; olderThan?: number };
  readTime: number;
  tags: string[];
  excerpt: string;
  content: string;
  /** The Arabic version; with it the post is published in both languages unless `arabicOnly`. */
  ar?: ArabicVersion;
  /** Published in Arabic only: the English fields are the editors' working title and note. */
  arabicOnly?: true;
};

const p = (...paragraphs: string[]) => paragraphs.join("\n");

export const DEMO_POSTS: DemoPost[] = [
  {
    title: "Dubai Shopping Festival {year}: How to Plan Your Best Haul",
    ar: ARABIC_POSTS.dsf,
    category: "Shopping Guide",
    status: "published",
    author: "Layla Hassan",
    daysAgo: 3,
    season: { id: "dsf", before: 21 },
    readTime: 6,
    tags: ["DSF", "Dubai", "sales"],
    excerpt:
      "Raffles, midnight sales and up to 90% off: a day-by-day plan to get the most out of the Dubai Shopping Festival.",
    content: p(
      "<h2>Start with a list, not a mall</h2>",
      "<p>The festival runs for weeks, and the biggest discounts rotate. Write down what you really need and check this week's <strong>catalogues</strong> before you leave home.</p>",
      "<h2>Time the midnight sales</h2>",
      "<p>Several malls open until 2 AM on flash-sale nights. Arrive early, park near the department stores and head for electronics first: stock runs out fastest there.</p>",
      "<ul><li>Compare prices across two or three flyers</li><li>Keep receipts for the raffle draws</li><li>Use the metro on weekends</li></ul>",
      '<p>Official dates and events are listed on the <a href="https://www.visitdubai.com" rel="noopener noreferrer nofollow">Visit Dubai</a> site.</p>',
    ),
  },
  {
    title: "Your Ramadan Grocery Guide: Stock Up and Save",
    ar: ARABIC_POSTS.ramadan,
    category: "Food & Beverages",
    status: "published",
    author: "Omar Al Suwaidi",
    daysAgo: 12,
    season: { id: "ramadan", before: 0 },
    readTime: 5,
    tags: ["Ramadan", "groceries", "hypermarkets"],
    excerpt:
      "Dates, rice, juices and iftar staples go on promotion before the holy month. Here is when and where to buy.",
    content: p(
      "<h2>Two weeks before</h2>",
      "<p>Hypermarkets publish their Ramadan catalogues early. Bulk rice, cooking oil and dates are usually cheapest in the first promotion.</p>",
      "<h2>During the month</h2>",
      "<p>Fresh produce deals change every few days. Co-operatives often add member discounts on top of flyer prices.</p>",
      "<ol><li>Buy dry goods early</li><li>Watch for bundle offers on juices</li><li>Share family packs with neighbours</li></ol>",
    ),
  },
  {
    title: "Back to School in Sharjah: Uniforms, Bags and Tech for Less",
    ar: ARABIC_POSTS.backToSchool,
    category: "Tips & Tricks",
    status: "published",
    author: "Priya Nair",
    daysAgo: 25,
    season: { id: "back-to-school", before: 5 },
    readTime: 4,
    tags: ["back to school", "Sharjah", "kids"],
    excerpt: "From stationery bundles to laptops on instalments, the smart way to prepare for the new school year.",
    content: p(
      "<p>August is the month of back-to-school catalogues. Department stores bundle uniforms with shoes, and electronics chains offer student laptop deals.</p>",
      "<h2>What to buy where</h2>",
      "<ul><li><strong>Stationery:</strong> hypermarkets and bookshops</li><li><strong>Bags and shoes:</strong> department stores</li><li><strong>Laptops:</strong> electronics chains with 0% instalments</li></ul>",
      "<p>Always check the valid-until date on a flyer: many school offers end before term starts.</p>",
    ),
  },
  {
    title: "How to Read a Supermarket Flyer Like a Pro",
    category: "Tips & Tricks",
    status: "published",
    author: "Admin",
    daysAgo: 40,
    readTime: 3,
    tags: ["flyers", "saving money"],
    excerpt: "Unit prices, multi-buy traps and loyalty-only offers: what the small print on a flyer really means.",
    content: p(
      "<h2>Look at the unit price</h2>",
      "<p>A bigger pack is not always cheaper. Compare the price per kilo or per litre printed under the offer.</p>",
      "<h2>Know the validity</h2>",
      "<p>Most flyers run Thursday to Wednesday. Our catalogue pages show an <em>ends soon</em> badge in the last three days.</p>",
    ),
  },
  {
    title: "The Best Electronics Deals Across the UAE This Month",
    ar: ARABIC_POSTS.electronics,
    category: "Electronics",
    status: "published",
    author: "Karim Mansour",
    daysAgo: 6,
    readTime: 7,
    tags: ["electronics", "smartphones", "TV"],
    excerpt: "TVs, phones and home appliances: the standout offers from this month's electronics catalogues.",
    content: p(
      "<p>Electronics retailers compete hardest in the weeks before big holidays. This month the sharpest prices are on 55-inch TVs and air fryers.</p>",
      "<h2>Phones</h2>",
      "<p>Trade-in offers can add up to AED 1,000 on top of the listed discount. Ask for the trade-in quote before you pay.</p>",
    ),
  },
  {
    title: "Exploring Abu Dhabi's Malls: A Weekend Itinerary",
    ar: ARABIC_POSTS.abuDhabi,
    category: "Lifestyle",
    status: "published",
    author: "Layla Hassan",
    daysAgo: 60,
    readTime: 5,
    tags: ["Abu Dhabi", "malls", "weekend"],
    excerpt:
      "From Yas Mall to the Galleria, a relaxed two-day plan for shopping, dining and family fun in the capital.",
    content: p(
      "<h2>Saturday: Yas Island</h2>",
      "<p>Start at Yas Mall when it opens, then take the free shuttle to the theme parks.</p>",
      "<h2>Sunday: Al Maryah Island</h2>",
      "<p>The Galleria combines luxury boutiques with waterfront cafés. Finish with a walk along the promenade.</p>",
    ),
  },
  {
    title: "Summer Sale Survival Guide (Draft)",
    category: "Shopping Guide",
    status: "draft",
    author: "Admin",
    daysAgo: 1,
    season: { id: "summer-sale", before: 14 },
    readTime: 4,
    tags: ["summer", "sales"],
    excerpt: "Beat the heat and the crowds with our summer sale checklist.",
    content: p("<p>Work in progress: list of summer sale dates per mall.</p>"),
  },
  {
    title: "National Day Offers Roundup",
    category: "News",
    status: "draft",
    author: "Omar Al Suwaidi",
    daysAgo: 2,
    season: { id: "national-day", before: 2 },
    readTime: 3,
    tags: ["National Day", "offers"],
    excerpt: "Every National Day promotion we could find, in one place.",
    content: p("<p>To be completed when the catalogues are out.</p>"),
  },
  {
    title: "Eid Al Adha Deals {year}",
    category: "Reviews",
    status: "archived",
    author: "Priya Nair",
    daysAgo: 400,
    season: { id: "eid-al-adha", before: 3, olderThan: 200 },
    readTime: 4,
    tags: ["Eid", "archive"],
    excerpt: "Last year's Eid offers, kept for reference.",
    content: p("<p>These offers have ended. See this year's catalogues for current deals.</p>"),
  },
  {
    title: "Travel Essentials Before Your Summer Flight",
    ar: ARABIC_POSTS.travel,
    category: "Travel",
    status: "published",
    author: "Karim Mansour",
    daysAgo: 90,
    season: { id: "summer-travel", before: 0 },
    readTime: 4,
    tags: ["travel", "luggage"],
    excerpt: "Luggage, adapters and travel-size toiletries: where to find them on sale before you fly.",
    content: p(
      "<p>Department stores discount luggage sets in June. Pharmacies carry travel-size toiletries that meet cabin rules.</p>",
      "<ul><li>Check airline baggage limits</li><li>Buy a universal adapter</li><li>Pack a power bank in your hand luggage</li></ul>",
    ),
  },
  {
    title: "Buying Gold in the UAE: Paying a Fair Price",
    ar: ARABIC_POSTS.gold,
    arabicOnly: true,
    category: "Shopping Guide",
    status: "published",
    author: "Mariam Al Mazrouei",
    daysAgo: 15,
    readTime: 5,
    tags: ["gold", "jewellery"],
    excerpt: "Arabic-only guide: gram price, making charges, karats and the invoice.",
    // Not published in English; a note for editors (and for a page that ignores `languages`).
    content: "<p>This guide is published in Arabic only.</p>",
  },
];
