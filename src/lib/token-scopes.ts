/** What an API token may do (issue 27): read stores, branches and catalogues (with their state and offers); make catalogues. */
export const TOKEN_SCOPES = ["read", "catalogs:write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
