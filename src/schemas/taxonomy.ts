/** Category and emirate inputs (admin side panel and inline table). */
import { z } from "zod";
import { optionalText, requiredText } from "./common.ts";

export const categoryInputSchema = z.strictObject({
  name: requiredText("Name", 60),
  nameAr: optionalText(60),
  icon: optionalText(16),
});

export const emirateInputSchema = z.strictObject({
  name: requiredText("Name", 60),
  nameAr: optionalText(60),
  // Store counts are derived from branches; a value sent by older forms is accepted and ignored.
  storeCount: z.union([z.number(), z.string()]).optional(),
});
