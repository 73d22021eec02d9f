/**
 * Shopping locations per emirate with approximate coordinates, used to place demo
 * branches plausibly. Phone area codes per emirate for branch numbers.
 */
export type Place = {
  name: string;
  area: string;
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
    { name: "Mall of the Emirates", area: "Al Barsha", lat: 25.1181, lon: 55.2006 },
    { name: "The Dubai Mall", area: "Downtown Dubai", lat: 25.1985, lon: 55.2796 },
    { name: "Deira City Centre", area: "Port Saeed", lat: 25.2522, lon: 55.3311 },
    { name: "Ibn Battuta Mall", area: "Jebel Ali", lat: 25.0449, lon: 55.1186 },
    { name: "Mirdif City Centre", area: "Mirdif", lat: 25.2163, lon: 55.4077 },
    { name: "Dubai Festival City Mall", area: "Festival City", lat: 25.2222, lon: 55.3532 },
    { name: "Al Ghurair Centre", area: "Deira", lat: 25.2677, lon: 55.3177 },
    { name: "Dubai Hills Mall", area: "Dubai Hills Estate", lat: 25.1024, lon: 55.239 },
    { name: "Silicon Central", area: "Dubai Silicon Oasis", lat: 25.1195, lon: 55.3898 },
    { name: "Al Qusais", area: "Damascus Street", lat: 25.2842, lon: 55.3861 },
    { name: "BurJuman", area: "Bur Dubai", lat: 25.2537, lon: 55.303 },
    { name: "Wafi Mall", area: "Umm Hurair", lat: 25.229, lon: 55.3188 },
    { name: "Dubai Marina Mall", area: "Dubai Marina", lat: 25.0766, lon: 55.1407 },
    { name: "Nakheel Mall", area: "Palm Jumeirah", lat: 25.1129, lon: 55.139 },
    { name: "City Centre Me'aisem", area: "Al Me'aisem", lat: 25.0386, lon: 55.1976 },
    { name: "Oasis Centre", area: "Al Quoz", lat: 25.1485, lon: 55.2325 },
  ],
  abudhabi: [
    { name: "Yas Mall", area: "Yas Island", lat: 24.4889, lon: 54.6088 },
    { name: "The Galleria Al Maryah Island", area: "Al Maryah Island", lat: 24.5033, lon: 54.3905 },
    { name: "Marina Mall", area: "Breakwater", lat: 24.476, lon: 54.3213 },
    { name: "Abu Dhabi Mall", area: "Tourist Club Area", lat: 24.4958, lon: 54.3831 },
    { name: "Al Wahda Mall", area: "Al Wahda", lat: 24.4702, lon: 54.3727 },
    { name: "Khalifa City", area: "Khalifa City A", lat: 24.4196, lon: 54.5775 },
    { name: "Al Ain Mall", area: "Al Ain", lat: 24.2222, lon: 55.78, areaCode: "3" },
    { name: "Mushrif Mall", area: "Al Mushrif", lat: 24.4339, lon: 54.4101 },
    { name: "Dalma Mall", area: "Mussafah", lat: 24.333, lon: 54.5228 },
    { name: "Bawabat Al Sharq Mall", area: "Baniyas", lat: 24.3077, lon: 54.6284 },
    { name: "Reem Mall", area: "Al Reem Island", lat: 24.499, lon: 54.407 },
    { name: "Bawadi Mall", area: "Al Ain", lat: 24.1664, lon: 55.735, areaCode: "3" },
  ],
  sharjah: [
    { name: "Sahara Centre", area: "Al Nahda", lat: 25.2975, lon: 55.3733 },
    { name: "City Centre Sharjah", area: "Al Wahda Street", lat: 25.3256, lon: 55.3922 },
    { name: "Mega Mall", area: "Abu Shagara", lat: 25.3368, lon: 55.3935 },
    { name: "Matajer Al Mirgab", area: "Al Mirgab", lat: 25.3523, lon: 55.4029 },
    { name: "Al Majaz Waterfront", area: "Al Majaz", lat: 25.3243, lon: 55.3875 },
    { name: "Zero 6 Mall", area: "Muwaileh", lat: 25.3064, lon: 55.4636 },
  ],
  ajman: [
    { name: "City Centre Ajman", area: "Al Jurf", lat: 25.3996, lon: 55.479 },
    { name: "Ajman China Mall", area: "Al Jurf Industrial", lat: 25.3786, lon: 55.5048 },
    { name: "Al Nuaimiya", area: "Sheikh Khalifa Street", lat: 25.3891, lon: 55.462 },
  ],
  "ras-al-khaimah": [
    { name: "Manar Mall", area: "Al Nakheel", lat: 25.7911, lon: 55.9619 },
    { name: "Al Hamra Mall", area: "Al Hamra Village", lat: 25.687, lon: 55.78 },
    { name: "RAK Mall", area: "Al Qusaidat", lat: 25.7713, lon: 55.9636 },
  ],
  fujairah: [
    { name: "City Centre Fujairah", area: "Al Faseel", lat: 25.1165, lon: 56.331 },
    { name: "Fujairah Mall", area: "Hamad Bin Abdullah Road", lat: 25.1271, lon: 56.3202 },
    { name: "Dibba Road", area: "Sakamkam", lat: 25.1526, lon: 56.338 },
  ],
  "umm-al-quwain": [
    { name: "UAQ Mall", area: "Al Salamah", lat: 25.5449, lon: 55.5627 },
    { name: "King Faisal Road", area: "Al Raas", lat: 25.5647, lon: 55.5533 },
  ],
};

export const HOURS = [
  "10:00 AM - 10:00 PM",
  "10:00 AM - 12:00 AM",
  "8:00 AM - 11:00 PM",
  "24 hours",
  "9:00 AM - 10:00 PM",
];
