/** Admin credentials: one schema for the CLI, the login form and the API. */
import { z } from "zod";

const USERNAME_RULE = /^[A-Za-z0-9._@-]+$/;

const usernameSchema = z
  .string()
  .trim()
  .min(1, "Username is required")
  .max(64, "Username must be at most 64 characters")
  .regex(USERNAME_RULE, "Username may use letters, digits, dots, dashes, underscores and @");

/** A new password: the spec's minimum of 6 characters, at most 255 (security.md). */
export const newPasswordSchema = z
  .string()
  .min(6, "New password must be at least 6 characters long")
  .max(255, "Password must be at most 255 characters");

export const createAdminSchema = z.strictObject({ username: usernameSchema, password: newPasswordSchema });
