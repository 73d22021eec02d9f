/**
 * The e2e server believes this header for a client's address (its TRUSTED_PROXY_HEADER, set in
 * playwright.config.ts), as a server behind a proxy does. Every test reaches it from 127.0.0.1,
 * so a setup step that posts to a rate-limited endpoint (the contact form: 5 in 10 minutes an
 * address) says it comes from an address of its own, and does not spend the count of the tests
 * that run after it. A request without the header is its socket's address, as before.
 */
export const CLIENT_HEADER = "X-E2E-Client";

/** Headers that make a request come from `name`'s own address. */
export const fromOwnAddress = (name: string) => ({ [CLIENT_HEADER]: `e2e-${name}` });
