/**
 * `npm run dev`: rebuilds the browser and RSC bundles on every change, restarts the
 * server (from source, no compile step) and reloads open pages through a small
 * same-origin script (/__dev/reload.js) the server adds only in this mode. Everything runs
 * React's development build (browser, RSC and SSR alike), so its warnings show here
 * rather than in production.
 */
import { watch } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";

// Set before build.ts is loaded: it reads the mode once, for every pass's `define`.
process.env.NODE_ENV = "development";
const { build } = await import("./build.ts");

const root = join(import.meta.dir, "..");
let server: Subprocess | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

async function restart() {
  try {
    await build({ compileBinary: false });
  } catch (error) {
    console.error("Build failed; fix the error and save again.\n", error);
    return;
  }
  if (server) {
    server.kill();
    await server.exited;
  }
  server = Bun.spawn([process.execPath, join(root, "src/cli/main.ts"), "serve", "--demo"], {
    cwd: root,
    stdio: ["inherit", "inherit", "inherit"],
    env: { WORKERS: "1", ...process.env, UAE_DEALS_DEV: "1", NODE_ENV: "development" },
  });
}

for (const dir of ["src", "routes", "db", "locales", "public"]) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (file?.includes("embedded.ts")) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void restart(), 150);
  });
}
await restart();
process.on("SIGINT", () => {
  server?.kill();
  process.exit(0);
});
