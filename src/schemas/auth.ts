/** Login and password-change inputs, shared by the admin forms and the API. */
import { z } from "zod";
import { newPasswordSchema } from "./admin.ts";

/** The refusal of a new password equal to the current one (the settings form words it in both languages). */
const SAME_PASSWORD = "The new password must differ from the current one";

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, "Username is required").max(64, "Username must be at most 64 characters"),
  password: z.string().min(1, "Password is required").max(255, "Password must be at most 255 characters"),
});

/** A change must change something: the current password again as the new one is refused. */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, "Current password is required").max(255),
    newPassword: newPasswordSchema,
  })
  .refine((p) => p.newPassword !== p.currentPassword, {
    message: SAME_PASSWORD,
    path: ["newPassword"],
  });
