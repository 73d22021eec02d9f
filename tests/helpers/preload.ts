/**
 * Loaded before every `bun test` file. React must run its production build in tests,
 * as in the binary: the RSC bundle is built for production, and mixing it with
 * React's development SSR build makes dev-only warnings about Flight data.
 */
process.env.NODE_ENV = "production";
// Tests never read the developer's .env or talk to a real data directory by accident.
process.env.DATA_DIR ??= "/nonexistent-uae-deals-test-data";
