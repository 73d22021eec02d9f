/**
 * The Arabic of the products printed on the bilingual demo flyers (data/flyers.ts): the
 * groceries and electronics lines, named the way UAE flyers print them (حليب طازج 2 لتر,
 * تلفزيون ذكي UHD مقاس 55 بوصة), with Western digits and the units shops use (كجم، لتر، جم).
 * "4K" stays out of the Arabic: PDFium extracts a digit-letter run inside Arabic reversed ("K4").
 */
import type { LineId } from "./products.ts";

/** The lines whose flyers are printed in both languages. */
export type BilingualLine = Extract<LineId, "groceries" | "electronics">;

export const PRODUCT_NAMES_AR: Readonly<Record<string, string>> = {
  // Groceries.
  "Basmati Rice 5kg": "أرز بسمتي 5 كجم",
  "Fresh Chicken 1kg": "دجاج طازج 1 كجم",
  "Olive Oil 1L": "زيت زيتون 1 لتر",
  "Dates Box 1kg": "علبة تمر 1 كجم",
  "Laban 2L": "لبن 2 لتر",
  "Arabic Coffee 250g": "قهوة عربية 250 جم",
  "Orange Juice 1.75L": "عصير برتقال 1.75 لتر",
  "Tomatoes 1kg": "طماطم 1 كجم",
  "Baby Diapers x64": "حفاضات أطفال 64 حبة",
  "Dish Soap 1L": "سائل غسيل الصحون 1 لتر",
  "Yoghurt 6 pack": "زبادي 6 علب",
  "Mineral Water 12x1.5L": "مياه معدنية 12 × 1.5 لتر",
  "Eggs 30 pack": "بيض 30 حبة",
  "Bananas 1kg": "موز 1 كجم",
  "Sunflower Oil 1.8L": "زيت دوار الشمس 1.8 لتر",
  "Fresh Milk 2L": "حليب طازج 2 لتر",
  "Tea Bags 100 pack": "شاي أكياس 100 كيس",
  "Frozen Shrimp 1kg": "روبيان مجمد 1 كجم",
  "Lamb Mince 1kg": "لحم غنم مفروم 1 كجم",
  "Cheddar Cheese 400g": "جبنة شيدر 400 جم",
  "Washing Powder 3kg": "مسحوق غسيل 3 كجم",
  "Tissue Rolls x10": "مناديل ورقية 10 لفات",
  "Hummus 400g": "حمص بالطحينة 400 جم",
  "Salmon Fillet 1kg": "فيليه سلمون 1 كجم",
  // Electronics.
  "Smartphone 256GB": "هاتف ذكي 256 جيجابايت",
  '55" 4K Smart TV': "تلفزيون ذكي UHD مقاس 55 بوصة",
  '65" QLED TV': "تلفزيون QLED مقاس 65 بوصة",
  "Wireless Earbuds": "سماعات أذن لاسلكية",
  "Gaming Laptop": "لابتوب للألعاب",
  "Air Fryer 5L": "قلاية هوائية 5 لتر",
  "Smart Watch": "ساعة ذكية",
  "Bluetooth Speaker": "سماعة بلوتوث",
  "Robot Vacuum": "مكنسة روبوت",
  'Tablet 11"': "جهاز لوحي 11 بوصة",
  "Power Bank 20000mAh": "باور بانك 20000 مللي أمبير",
  "Espresso Machine": "ماكينة إسبريسو",
  "Split AC 1.5 Ton": "مكيف سبليت 1.5 طن",
  "Washing Machine 8kg": "غسالة ملابس 8 كجم",
  "Refrigerator 500L": "ثلاجة 500 لتر",
  "Microwave 25L": "ميكروويف 25 لتر",
  "Gaming Console": "جهاز ألعاب فيديو",
  "Noise-Cancelling Headphones": "سماعات رأس بخاصية عزل الضوضاء",
  'Laptop 14"': "لابتوب 14 بوصة",
  "Steam Iron": "مكواة بخار",
  Blender: "خلاط كهربائي",
  'Monitor 27"': "شاشة كمبيوتر 27 بوصة",
  "Mirrorless Camera": "كاميرا بدون مرآة",
  "Inkjet Printer": "طابعة نافثة للحبر",
};
