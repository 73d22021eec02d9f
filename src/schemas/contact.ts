/** The contact form (spec section 3), shared by the page and POST /api/contact. */
import { z } from "zod";
import { optionalText, requiredText, trimmedString } from "./common.ts";

export const contactInputSchema = z.strictObject({
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
  email: trimmedString({ error: "Email is required" })
    .min(1, "Email is required")
    .max(254)
    .pipe(z.email("Enter a valid email address")),
  phone: optionalText(40),
  company: optionalText(120),
  subject: requiredText("Subject", 200),
  message: requiredText("Message", 5000),
  agreeToTerms: z.literal(true, { error: "Please agree to the privacy policy and terms" }),
});
