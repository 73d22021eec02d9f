/**
 * /api/admin: auth check, login, logout and password change.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { findAdminById, findAdminByUsername, setAdminPassword } from "#db/queries/admin-users.ts";
import { recordAudit } from "#db/queries/audit-log.ts";
import { loginSchema, passwordChangeSchema } from "#schemas/auth.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { clearSessionCookie, writeSessionCookie } from "#server/auth/cookie.ts";
import { releaseLoginAttempt, reserveLoginAttempt, settleLoginSuccess } from "#server/auth/login-throttle.ts";
import { HashQueueFullError, hashPassword, verifyAgainstDummy, verifyPassword } from "#server/auth/password.ts";
import { createSession, deleteOtherSessions, deleteSession } from "#server/auth/session.ts";
import { clientIp } from "#server/client-ip.ts";

const INVALID = "Invalid username or password";

/** Runs a password hash; a full hash queue becomes a 503 the client can retry. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HashQueueFullError)) throw error;
    throw new ApiError(503, "The server is busy checking other sign-ins. Please try again in a few seconds.", [], {
      "Retry-After": String(error.retryAfter),
    });
  }
}

/** "45 seconds", "1 minute", "15 minutes". */
function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export const adminAuthRoutes = new Hono<ApiEnv>()
  .get("/auth", (c) => {
    const session = c.get("session");
    return c.json({ authenticated: !!session, username: session?.username ?? null });
  })

  .post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = getDb();
    const ip = clientIp(c, c.get("config").trustedProxyHeader);
    // Counted before hashing, so parallel guesses are limited like a sequence (F1); the limits
    // never look at whether the account exists, so their answers do not tell either.
    const reserved = reserveLoginAttempt(db, username, ip);
    if ("wait" in reserved) {
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${waitInWords(reserved.wait)}.`, [], {
        "Retry-After": String(reserved.wait),
      });
    }
    const admin = findAdminByUsername(db, username);
    let ok: boolean;
    try {
      // Unknown users cost a hash too, so timing does not tell them apart from a wrong password.
      ok = await hashing(() => (admin ? verifyPassword(password, admin.passwordHash) : verifyAgainstDummy(password)));
    } catch (error) {
      releaseLoginAttempt(db, reserved.reservation);
      throw error;
    }
    // A failure stays counted; a success clears the account and takes back this attempt.
    if (!admin || !ok) {
      recordAudit(db, { action: "sign-in refused", target: username, status: 401, ip });
      return c.json({ success: false, message: INVALID, error: INVALID, issues: [], code: "unauthorized" }, 401);
    }
    settleLoginSuccess(db, reserved.reservation);
    recordAudit(db, { action: "sign-in", target: admin.username, adminUserId: admin.id, status: 200, ip });
    const { token } = createSession(db, admin.id);
    writeSessionCookie(c, c.get("config").secureCookies, token);
    return c.json({ success: true, message: "Login successful" });
  })

  .post("/logout", (c) => {
    const session = c.get("session");
    if (session) deleteSession(getDb(), session.id);
    clearSessionCookie(c, c.get("config").secureCookies);
    return c.json({ success: true, message: "Logged out" });
  })

  .post("/password", requireAdmin, validate("json", passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const db = getDb();
    const session = c.get("session")!;
    const admin = findAdminById(db, session.userId);
    if (!admin || !(await hashing(() => verifyPassword(currentPassword, admin.passwordHash)))) {
      throw new ApiError(400, "Current password is incorrect", [
        { path: "currentPassword", message: "Current password is incorrect" },
      ]);
    }
    setAdminPassword(db, admin.id, await hashing(() => hashPassword(newPassword)));
    // Every other session of this admin ends; this one goes on.
    deleteOtherSessions(db, admin.id, session.id);
    return c.json({ success: true, message: "Password updated" });
  });
