import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { createAdminSchema } from "#schemas/admin.ts";
import { hashPassword } from "#server/auth/password.ts";
import type { Config } from "#server/config.ts";
import { openAppDatabase } from "./database.ts";
import { UsageError } from "./errors.ts";

/** `uae-deals create-admin --username U --password P` (upsert; no default password ships). */
export async function createAdminCommand(
  config: Config,
  input: { username?: string; password?: string },
): Promise<number> {
  const parsed = createAdminSchema.safeParse({ username: input.username ?? "", password: input.password ?? "" });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n"));
  }
  const db = openAppDatabase(config);
  const result = upsertAdminUser(db, parsed.data.username, await hashPassword(parsed.data.password));
  console.log(
    result.created
      ? `Created admin "${parsed.data.username}" (id ${result.id}); sign in at ${config.publicOrigin}/admin/login`
      : `Updated the password of admin "${parsed.data.username}" (id ${result.id}); their sessions were signed out`,
  );
  return 0;
}
