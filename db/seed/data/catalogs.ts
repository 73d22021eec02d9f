/** Catalogue titles and the products that fill their flyer pages. */
export const CATALOG_TITLES = [
  "Weekend Deals", "Super Saver", "Back to School Offers", "Ramadan Specials", "Eid Celebration Sale",
  "Dubai Shopping Festival", "Mega Sale", "Summer Surprises", "Winter Warmers", "Home Refresh",
  "Fresh Market Week", "Tech Week", "Family Value Pack", "National Day Offers", "Year-End Clearance",
];

/** Store category -> catalogue category of the spec, and products for its pages. */
export const CATALOG_THEMES: Record<string, { category: string; products: string[] }> = {
  Supermarkets: { category: "Food & Beverages", products: ["Basmati Rice 5kg", "Fresh Chicken 1kg", "Olive Oil 1L", "Dates Box 500g", "Laban 2L", "Arabic Coffee 250g", "Orange Juice 1.75L", "Tomatoes 1kg", "Baby Diapers x64", "Dish Soap 1L", "Yoghurt 6 pack", "Mineral Water 12x1.5L"] },
  Electronics: { category: "Electronics", products: ["Smartphone 256GB", "55\" 4K Smart TV", "Wireless Earbuds", "Gaming Laptop", "Air Fryer 5L", "Smart Watch", "Bluetooth Speaker", "Robot Vacuum", "Tablet 11\"", "Power Bank 20000mAh", "Espresso Machine", "Split AC 1.5 Ton"] },
  Fashion: { category: "Fashion", products: ["Linen Shirt", "Denim Jeans", "Summer Dress", "Kids T-shirt 3 pack", "Sneakers", "Abaya", "Kandura", "Handbag", "Sunglasses", "Sandals", "Hoodie", "Chino Shorts"] },
  "Home & Furniture": { category: "Home & Garden", products: ["3-Seater Sofa", "Dining Set 6 chairs", "Queen Bed Frame", "Cotton Bedsheet Set", "Floor Lamp", "Storage Cabinet", "Outdoor Lounge Chair", "Rug 160x230", "Cookware Set", "Wall Mirror", "Cushion Cover x2", "Garden Hose 20m"] },
  "Beauty & Health": { category: "Beauty & Health", products: ["Perfume 100ml", "Face Serum", "Sunscreen SPF50", "Hair Dryer", "Lipstick", "Oud Oil 12ml", "Moisturiser", "Electric Toothbrush", "Shampoo 400ml", "Makeup Palette", "Body Lotion", "Beard Trimmer"] },
  Pharmacy: { category: "Beauty & Health", products: ["Vitamin D3", "Multivitamin 60 tabs", "Omega-3", "Baby Formula", "Hand Sanitiser", "Thermometer", "Blood Pressure Monitor", "Protein Bar x12", "Sunscreen SPF50", "Face Masks x50", "Cough Syrup", "First Aid Kit"] },
  "Sports & Outdoors": { category: "Sports & Outdoors", products: ["Running Shoes", "Yoga Mat", "Dumbbell Set 20kg", "Football", "Cycling Helmet", "Tennis Racket", "Camping Tent 4P", "Sports Bottle", "Treadmill", "Swim Goggles", "Padel Racket", "Gym Bag"] },
  "Toys & Kids": { category: "Toys & Games", products: ["Building Blocks 500pc", "Remote Control Car", "Doll House", "Board Game", "Baby Stroller", "Plush Bear", "Scooter", "Puzzle 1000pc", "Art Set", "Car Seat", "Water Blaster", "Train Set"] },
  "Jewelry & Watches": { category: "Jewelry & Accessories", products: ["22K Gold Bangle", "Diamond Pendant", "Pearl Earrings", "Men's Chronograph", "Gold Chain 18K", "Silver Ring", "Ladies Watch", "Cufflinks", "Tennis Bracelet", "Solitaire Ring", "Smart Watch Strap", "Gold Coin 10g"] },
  "Department Stores": { category: "Fashion", products: ["Kids Pyjamas", "Women's Heels", "Men's Polo", "Baby Romper 3 pack", "Backpack", "Makeup Kit", "Bath Towel Set", "Watch", "Sports Socks x6", "Perfume Gift Set", "School Shoes", "Travel Trolley"] },
  "Restaurants & Cafes": { category: "Food & Beverages", products: ["Iced Capp", "Double Double", "Timbits 20 pack", "Breakfast Wrap", "Bagel Combo", "Hot Chocolate", "Family Box", "Donut Dozen", "Latte", "Farmer's Wrap", "Muffin", "Cold Brew"] },
  "Books & Stationery": { category: "Books & Media", products: ["Bestseller Novel", "School Backpack", "Notebook 5 pack", "Colouring Pencils", "Kids Encyclopedia", "Vinyl Record", "Gaming Headset", "Scientific Calculator", "Art Sketchbook", "Board Game", "Fountain Pen", "Comic Collection"] },
};
