/**
 * Shopping locations per emirate with approximate coordinates, used to place demo
 * branches plausibly, with their names as shoppers write them in Arabic (the malls'
 * own Arabic signage: "دبي مول", "مردف سيتي سنتر", "الوحدة مول"). Phone area codes
 * per emirate for branch numbers.
 */
export type Place = {
  name: string;
  nameAr: string;
  area: string;
  areaAr: string;
  lat: number;
  lon: number;
  /** Its phone area code when not the emirate's (Al Ain dials 3, not Abu Dhabi's 2). */
  areaCode?: string;
};

export const AREA_CODES: Record<string, string> = {
  dubai: "4",
  abudhabi: "2",
  sharjah: "6",
  ajman: "6",
  "umm-al-quwain": "6",
  "ras-al-khaimah": "7",
  fujairah: "9",
};

/** How often each emirate is chosen for a branch (Dubai and Abu Dhabi the most). */
export const EMIRATE_WEIGHTS: [string, number][] = [
  ["dubai", 34],
  ["abudhabi", 22],
  ["sharjah", 16],
  ["ajman", 8],
  ["ras-al-khaimah", 8],
  ["fujairah", 6],
  ["umm-al-quwain", 6],
];

export const PLACES: Record<string, Place[]> = {
  dubai: [
    {
      name: "Mall of the Emirates",
      nameAr: "مول الإمارات",
      area: "Al Barsha",
      areaAr: "البرشاء",
      lat: 25.1181,
      lon: 55.2006,
    },
    {
      name: "The Dubai Mall",
      nameAr: "دبي مول",
      area: "Downtown Dubai",
      areaAr: "وسط مدينة دبي",
      lat: 25.1985,
      lon: 55.2796,
    },
    {
      name: "Deira City Centre",
      nameAr: "سيتي سنتر ديرة",
      area: "Port Saeed",
      areaAr: "بور سعيد",
      lat: 25.2522,
      lon: 55.3311,
    },
    {
      name: "Ibn Battuta Mall",
      nameAr: "ابن بطوطة مول",
      area: "Jebel Ali",
      areaAr: "جبل علي",
      lat: 25.0449,
      lon: 55.1186,
    },
    {
      name: "Mirdif City Centre",
      nameAr: "مردف سيتي سنتر",
      area: "Mirdif",
      areaAr: "مردف",
      lat: 25.2163,
      lon: 55.4077,
    },
    {
      name: "Dubai Festival City Mall",
      nameAr: "دبي فستيفال سيتي مول",
      area: "Festival City",
      areaAr: "فستيفال سيتي",
      lat: 25.2222,
      lon: 55.3532,
    },
    { name: "Al Ghurair Centre", nameAr: "مركز الغرير", area: "Deira", areaAr: "ديرة", lat: 25.2677, lon: 55.3177 },
    {
      name: "Dubai Hills Mall",
      nameAr: "دبي هيلز مول",
      area: "Dubai Hills Estate",
      areaAr: "دبي هيلز استيت",
      lat: 25.1024,
      lon: 55.239,
    },
    {
      name: "Silicon Central",
      nameAr: "سيليكون سنترال",
      area: "Dubai Silicon Oasis",
      areaAr: "واحة دبي للسيليكون",
      lat: 25.1195,
      lon: 55.3898,
    },
    { name: "Al Qusais", nameAr: "القصيص", area: "Damascus Street", areaAr: "شارع دمشق", lat: 25.2842, lon: 55.3861 },
    { name: "BurJuman", nameAr: "برجمان", area: "Bur Dubai", areaAr: "بر دبي", lat: 25.2537, lon: 55.303 },
    { name: "Wafi Mall", nameAr: "وافي مول", area: "Umm Hurair", areaAr: "أم هرير", lat: 25.229, lon: 55.3188 },
    {
      name: "Dubai Marina Mall",
      nameAr: "دبي مارينا مول",
      area: "Dubai Marina",
      areaAr: "مرسى دبي",
      lat: 25.0766,
      lon: 55.1407,
    },
    {
      name: "Nakheel Mall",
      nameAr: "نخيل مول",
      area: "Palm Jumeirah",
      areaAr: "نخلة جميرا",
      lat: 25.1129,
      lon: 55.139,
    },
    {
      name: "City Centre Me'aisem",
      nameAr: "سيتي سنتر المعيصم",
      area: "Al Me'aisem",
      areaAr: "المعيصم",
      lat: 25.0386,
      lon: 55.1976,
    },
    { name: "Oasis Centre", nameAr: "أويسس سنتر", area: "Al Quoz", areaAr: "القوز", lat: 25.1485, lon: 55.2325 },
  ],
  abudhabi: [
    { name: "Yas Mall", nameAr: "ياس مول", area: "Yas Island", areaAr: "جزيرة ياس", lat: 24.4889, lon: 54.6088 },
    {
      name: "The Galleria Al Maryah Island",
      nameAr: "الغاليريا جزيرة الماريه",
      area: "Al Maryah Island",
      areaAr: "جزيرة الماريه",
      lat: 24.5033,
      lon: 54.3905,
    },
    {
      name: "Marina Mall",
      nameAr: "مارينا مول",
      area: "Breakwater",
      areaAr: "كاسر الأمواج",
      lat: 24.476,
      lon: 54.3213,
    },
    {
      name: "Abu Dhabi Mall",
      nameAr: "أبوظبي مول",
      area: "Tourist Club Area",
      areaAr: "منطقة النادي السياحي",
      lat: 24.4958,
      lon: 54.3831,
    },
    { name: "Al Wahda Mall", nameAr: "الوحدة مول", area: "Al Wahda", areaAr: "الوحدة", lat: 24.4702, lon: 54.3727 },
    {
      name: "Khalifa City",
      nameAr: "مدينة خليفة",
      area: "Khalifa City A",
      areaAr: "مدينة خليفة أ",
      lat: 24.4196,
      lon: 54.5775,
    },
    {
      name: "Al Ain Mall",
      nameAr: "العين مول",
      area: "Al Ain",
      areaAr: "العين",
      lat: 24.2222,
      lon: 55.78,
      areaCode: "3",
    },
    { name: "Mushrif Mall", nameAr: "مشرف مول", area: "Al Mushrif", areaAr: "المشرف", lat: 24.4339, lon: 54.4101 },
    { name: "Dalma Mall", nameAr: "دلما مول", area: "Mussafah", areaAr: "مصفح", lat: 24.333, lon: 54.5228 },
    {
      name: "Bawabat Al Sharq Mall",
      nameAr: "بوابة الشرق مول",
      area: "Baniyas",
      areaAr: "بني ياس",
      lat: 24.3077,
      lon: 54.6284,
    },
    { name: "Reem Mall", nameAr: "ريم مول", area: "Al Reem Island", areaAr: "جزيرة الريم", lat: 24.499, lon: 54.407 },
    {
      name: "Bawadi Mall",
      nameAr: "بوادي مول",
      area: "Al Ain",
      areaAr: "العين",
      lat: 24.1664,
      lon: 55.735,
      areaCode: "3",
    },
  ],
  sharjah: [
    { name: "Sahara Centre", nameAr: "صحارى سنتر", area: "Al Nahda", areaAr: "النهدة", lat: 25.2975, lon: 55.3733 },
    {
      name: "City Centre Sharjah",
      nameAr: "سيتي سنتر الشارقة",
      area: "Al Wahda Street",
      areaAr: "شارع الوحدة",
      lat: 25.3256,
      lon: 55.3922,
    },
    { name: "Mega Mall", nameAr: "ميغا مول", area: "Abu Shagara", areaAr: "أبو شغارة", lat: 25.3368, lon: 55.3935 },
    {
      name: "Matajer Al Mirgab",
      nameAr: "متاجر المرقاب",
      area: "Al Mirgab",
      areaAr: "المرقاب",
      lat: 25.3523,
      lon: 55.4029,
    },
    {
      name: "Al Majaz Waterfront",
      nameAr: "واجهة المجاز المائية",
      area: "Al Majaz",
      areaAr: "المجاز",
      lat: 25.3243,
      lon: 55.3875,
    },
    { name: "Zero 6 Mall", nameAr: "زيرو 6 مول", area: "Muwaileh", areaAr: "المويلح", lat: 25.3064, lon: 55.4636 },
  ],
  ajman: [
    {
      name: "City Centre Ajman",
      nameAr: "سيتي سنتر عجمان",
      area: "Al Jurf",
      areaAr: "الجرف",
      lat: 25.3996,
      lon: 55.479,
    },
    {
      name: "Ajman China Mall",
      nameAr: "عجمان تشاينا مول",
      area: "Al Jurf Industrial",
      areaAr: "منطقة الجرف الصناعية",
      lat: 25.3786,
      lon: 55.5048,
    },
    {
      name: "Al Nuaimiya",
      nameAr: "النعيمية",
      area: "Sheikh Khalifa Street",
      areaAr: "شارع الشيخ خليفة",
      lat: 25.3891,
      lon: 55.462,
    },
  ],
  "ras-al-khaimah": [
    { name: "Manar Mall", nameAr: "المنار مول", area: "Al Nakheel", areaAr: "النخيل", lat: 25.7911, lon: 55.9619 },
    {
      name: "Al Hamra Mall",
      nameAr: "الحمراء مول",
      area: "Al Hamra Village",
      areaAr: "قرية الحمراء",
      lat: 25.687,
      lon: 55.78,
    },
    { name: "RAK Mall", nameAr: "راك مول", area: "Al Qusaidat", areaAr: "القصيدات", lat: 25.7713, lon: 55.9636 },
  ],
  fujairah: [
    {
      name: "City Centre Fujairah",
      nameAr: "سيتي سنتر الفجيرة",
      area: "Al Faseel",
      areaAr: "الفصيل",
      lat: 25.1165,
      lon: 56.331,
    },
    {
      name: "Fujairah Mall",
      nameAr: "الفجيرة مول",
      area: "Hamad Bin Abdullah Road",
      areaAr: "شارع حمد بن عبدالله",
      lat: 25.1271,
      lon: 56.3202,
    },
    { name: "Dibba Road", nameAr: "شارع دبا", area: "Sakamkam", areaAr: "سكمكم", lat: 25.1526, lon: 56.338 },
  ],
  "umm-al-quwain": [
    { name: "UAQ Mall", nameAr: "أم القيوين مول", area: "Al Salamah", areaAr: "السلمة", lat: 25.5449, lon: 55.5627 },
    {
      name: "King Faisal Road",
      nameAr: "شارع الملك فيصل",
      area: "Al Raas",
      areaAr: "الراس",
      lat: 25.5647,
      lon: 55.5533,
    },
  ],
};

/** Ramadan 1448 as announced dates would be (8 February – 9 March 2027), and Eid al-Fitr after it. */
const RAMADAN = "2027 Feb 08-2027 Mar 09";
const EID = "2027 Mar 10-2027 Mar 11";

/**
 * Opening hours as the branch page printed them before issue 26, in English and in Arabic, and
 * as structured OpenStreetMap syntax (null: text no one could read for sure, left for the admin's
 * "hours to structure" list). Malls close late and later on Friday and in Ramadan nights,
 * hypermarkets never close, souk shops keep split shifts and a Friday afternoon.
 */
export const HOURS: readonly { en: string; ar: string; syntax: string | null }[] = [
  {
    en: "10:00 AM - 10:00 PM",
    ar: "من 10 صباحًا حتى 10 مساءً",
    syntax: `Mo-Su 10:00-22:00; ${RAMADAN} 10:00-17:00,20:00-01:00 open "Ramadan"`,
  },
  {
    en: "Sat-Thu 10 AM - 12 AM, Fri 2 PM - 1 AM",
    ar: "السبت إلى الخميس من 10 صباحًا حتى منتصف الليل، الجمعة من 2 ظهرًا حتى 1 بعد منتصف الليل",
    syntax: `Mo-Th,Sa,Su 10:00-24:00; Fr 14:00-01:00; ${RAMADAN} 20:00-02:00 open "Ramadan"`,
  },
  {
    en: "8:00 AM - 11:00 PM",
    ar: "من 8 صباحًا حتى 11 مساءً",
    syntax: `Mo-Su 08:00-23:00; ${EID} 14:00-23:00 open "Eid"; ${RAMADAN} 09:00-16:00,20:00-02:00 open "Ramadan"`,
  },
  { en: "24 hours", ar: "مفتوح على مدار الساعة", syntax: "24/7" },
  {
    en: "Sat-Thu 9 AM - 1 PM, 4:30 PM - 10 PM; Fri 4:30 PM - 10 PM",
    ar: "السبت إلى الخميس 9 صباحًا - 1 ظهرًا و4:30 - 10 مساءً، الجمعة 4:30 - 10 مساءً",
    syntax: `Mo-Th,Sa,Su 09:00-13:00,16:30-22:00; Fr 16:30-22:00; ${EID} off "Eid"; ${RAMADAN} 10:00-15:00,21:00-01:00 open "Ramadan"`,
  },
  { en: "9:00 AM - 10:00 PM (holiday timings vary)", ar: "من 9 صباحًا حتى 10 مساءً (تختلف في العطلات)", syntax: null },
];
