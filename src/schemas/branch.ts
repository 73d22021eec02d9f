/** The branch form and POST/PUT /api/branches body. */
import { z } from "zod";
import { optionalText, requiredText, slugInput, storeIdInput } from "./common.ts";
import { openingHoursInput } from "./opening-hours.ts";

const coordinate = (label: string, limit: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()))
    .refine((v) => v === null || (/^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Math.abs(Number(v)) <= limit), {
      message: `${label} must be a number between -${limit} and ${limit}`,
      params: { issue: "coordinate", max: limit },
    });

export const branchInputSchema = z.strictObject({
  name: requiredText("Name", 160),
  nameAr: optionalText(160),
  slug: slugInput,
  storeId: storeIdInput,
  emirate: requiredText("Emirate", 60),
  address: requiredText("Address", 300),
  addressAr: optionalText(300),
  phone: optionalText(40),
  hours: optionalText(120),
  hoursAr: optionalText(120),
  /** Structured hours; the free text above stays for what they cannot say (and for old clients). */
  openingHours: openingHoursInput,
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

export type BranchInput = z.infer<typeof branchInputSchema>;
