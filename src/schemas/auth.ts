/** Login and password-change inputs, shared by the admin forms and the API. */
import { z } from "zod";
import { newPasswordSchema } from "./admin.ts";

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, "Username is required").max(64, "Username must be at most 64 characters"),
  password: z.string().min(1, "Password is required").max(255, "Password must be at most 255 characters"),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, "Current password is required").max(255),
  newPassword: newPasswordSchema,
});
