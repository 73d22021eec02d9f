/** POST /api/admin/tokens: a name an operator will recognise, and one or more scopes. */
import { z } from "zod";
import { TOKEN_SCOPES } from "#lib/token-scopes.ts";
import { requiredText } from "./common.ts";

export const apiTokenInputSchema = z.strictObject({
  name: requiredText("Name", 80),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: `Each scope must be one of: ${TOKEN_SCOPES.join(", ")}` }), {
      error: `scopes must be a list of: ${TOKEN_SCOPES.join(", ")}`,
    })
    .min(1, "Choose at least one scope")
    .max(TOKEN_SCOPES.length),
});
