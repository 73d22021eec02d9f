/**
 * React's Flight client, for what the islands' own reader does not read (bootstrap.tsx loads
 * this on demand). A module of src/client so the browser build knows it runs after the core
 * (scripts/build-browser.ts): React, which it shares with the core, then stays in the core's file.
 */
export { createFromReadableStream } from "react-server-dom-webpack/client.browser";
