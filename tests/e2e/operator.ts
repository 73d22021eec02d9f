/** The operator account every e2e data directory has (tests/e2e/demo-data.ts makes it). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };
