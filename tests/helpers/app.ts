/** The whole site as the binary serves it: routes/ composed over src/server. Tests call it through app.request. */
export { createApp } from "../../routes/index.ts";
