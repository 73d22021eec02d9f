/**
 * Demo stores: UAE-style retail names and descriptions. `branches` is how many branches
 * the store gets at scale 1; `catalogs` how many catalogues (0 for some, so the
 * "Has Catalogs" filter has both kinds); `web: false` leaves the website empty.
 */
export type DemoStore = {
  name: string;
  category: string;
  description: string;
  branches: number;
  catalogs: number;
  featured?: boolean;
  premium?: boolean;
  web?: false;
  phone: string;
};

export const DEMO_STORES: DemoStore[] = [
  { name: "Carrefour", category: "Supermarkets", description: "Hypermarkets with groceries, fresh food, electronics and household essentials at everyday low prices.", branches: 8, catalogs: 3, featured: true, premium: true, phone: "800 73232" },
  { name: "Lulu Hypermarket", category: "Supermarkets", description: "Weekly promotions on groceries, fresh produce, fashion and electronics across the Emirates.", branches: 7, catalogs: 3, featured: true, phone: "800 5858" },
  { name: "Union Coop", category: "Supermarkets", description: "Dubai's cooperative supermarket with member discounts and weekend offers on daily needs.", branches: 5, catalogs: 2, featured: true, phone: "800 8889" },
  { name: "Spinneys", category: "Supermarkets", description: "Premium grocer known for fresh bakery, quality meats and international brands.", branches: 4, catalogs: 1, premium: true, phone: "+971 4 355 5200" },
  { name: "Nesto Hypermarket", category: "Supermarkets", description: "Value hypermarket chain with big weekly savings on groceries and home goods.", branches: 4, catalogs: 2, phone: "+971 6 535 8800" },
  { name: "Choithrams", category: "Supermarkets", description: "Neighbourhood supermarkets stocking international groceries since 1970s Dubai.", branches: 3, catalogs: 0, web: false, phone: "+971 4 340 8500" },
  { name: "Sharaf DG", category: "Electronics", description: "Smartphones, laptops, TVs and home appliances with installment plans and extended warranty.", branches: 6, catalogs: 2, featured: true, premium: true, phone: "600 544 441" },
  { name: "Jumbo Electronics", category: "Electronics", description: "Consumer electronics, cameras and gaming from leading brands, with expert advice in store.", branches: 4, catalogs: 2, phone: "+971 4 352 3555" },
  { name: "Emax", category: "Electronics", description: "Electronics megastores with mobiles, computing and smart home deals.", branches: 4, catalogs: 1, phone: "800 3629" },
  { name: "Virgin Megastore", category: "Books & Stationery", description: "Music, books, gaming, gadgets and pop culture collectibles.", branches: 3, catalogs: 1, phone: "+971 4 341 4353" },
  { name: "Centrepoint", category: "Department Stores", description: "Family fashion, shoes, baby shop and beauty under one roof.", branches: 5, catalogs: 2, featured: true, phone: "800 3636" },
  { name: "Max Fashion", category: "Fashion", description: "Affordable on-trend clothing for women, men and kids, with new collections every season.", branches: 6, catalogs: 2, featured: true, phone: "800 629" },
  { name: "Splash", category: "Fashion", description: "Fast fashion for young trendsetters with regular in-store sales.", branches: 3, catalogs: 1, phone: "800 77527" },
  { name: "R&B Fashion", category: "Fashion", description: "Casual fashion for the whole family at friendly prices.", branches: 3, catalogs: 0, web: false, phone: "+971 4 399 9855" },
  { name: "Home Centre", category: "Home & Furniture", description: "Furniture, décor and home essentials to style every room.", branches: 4, catalogs: 2, featured: true, phone: "800 4663" },
  { name: "IKEA", category: "Home & Furniture", description: "Swedish home furnishing with flat-pack furniture, kitchens and smart storage.", branches: 3, catalogs: 2, premium: true, phone: "800 4532" },
  { name: "Pan Emirates", category: "Home & Furniture", description: "Home furniture and décor with seasonal clearance events.", branches: 2, catalogs: 1, web: false, phone: "+971 6 556 0666" },
  { name: "ACE Hardware", category: "Home & Furniture", description: "DIY, garden, outdoor living and hardware for home projects.", branches: 3, catalogs: 1, phone: "800 275 223" },
  { name: "Life Pharmacy", category: "Pharmacy", description: "Pharmacy and wellness chain with vitamins, personal care and health advice.", branches: 6, catalogs: 1, phone: "800 5433" },
  { name: "Aster Pharmacy", category: "Pharmacy", description: "Neighbourhood pharmacies with prescriptions, baby care and health essentials.", branches: 5, catalogs: 0, web: false, phone: "800 27837" },
  { name: "Boots", category: "Beauty & Health", description: "Health and beauty retailer with skincare, cosmetics and pharmacy services.", branches: 3, catalogs: 1, phone: "+971 4 325 8800" },
  { name: "Faces", category: "Beauty & Health", description: "Beauty destination for fragrances, make-up and skincare brands.", branches: 3, catalogs: 1, phone: "800 32237" },
  { name: "Sephora", category: "Beauty & Health", description: "Prestige beauty with exclusive make-up, skincare and fragrance launches.", branches: 2, catalogs: 0, premium: true, phone: "+971 4 339 9022" },
  { name: "Sun & Sand Sports", category: "Sports & Outdoors", description: "Sportswear, footwear and equipment from the world's top sports brands.", branches: 4, catalogs: 2, featured: true, phone: "800 7863" },
  { name: "Decathlon", category: "Sports & Outdoors", description: "Sports equipment and apparel for more than 60 sports at accessible prices.", branches: 3, catalogs: 1, phone: "+971 4 510 4100" },
  { name: "Go Sport", category: "Sports & Outdoors", description: "Sports gear for running, fitness, cycling and team sports.", branches: 1, catalogs: 0, web: false, phone: "+971 2 678 6611" },
  { name: "Toys R Us", category: "Toys & Kids", description: "Toys, games and baby products with birthday and holiday deals.", branches: 3, catalogs: 2, phone: "+971 4 398 5530" },
  { name: "Mothercare", category: "Toys & Kids", description: "Everything for mums-to-be, babies and young children.", branches: 2, catalogs: 1, phone: "800 6684" },
  { name: "Damas Jewellery", category: "Jewelry & Watches", description: "Gold, diamond and fine jewellery collections from a heritage jeweller.", branches: 3, catalogs: 1, premium: true, phone: "+971 4 507 0000" },
  { name: "Rivoli", category: "Jewelry & Watches", description: "Luxury watches and accessories from Swiss and international brands.", branches: 1, catalogs: 0, web: false, phone: "+971 4 330 3000" },
  { name: "Tim Hortons", category: "Restaurants & Cafes", description: "Coffee, donuts and breakfast favourites with app-only offers.", branches: 4, catalogs: 1, phone: "+971 4 883 4556" },
  { name: "Magrudy's", category: "Books & Stationery", description: "Independent bookshop for books, stationery and school supplies.", branches: 1, catalogs: 1, phone: "+971 4 344 4009" },
];
