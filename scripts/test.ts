/**
 * `npm test`: builds the binary, runs every unit and API test (`bun test`), then the
 * Playwright journeys against the compiled binary in Debian's Chromium. Stops at the
 * first failing stage with its exit code.
 */
import { join } from "node:path";
import { build } from "./build.ts";

const root = join(import.meta.dir, "..");

async function run(cmd: string[], env: Record<string, string> = {}): Promise<void> {
  console.log(`\n$ ${cmd.join(" ")}`);
  const child = Bun.spawn(cmd, { cwd: root, stdio: ["inherit", "inherit", "inherit"], env: { ...process.env, ...env } });
  const code = await child.exited;
  if (code !== 0) {
    console.error(`\n${cmd.join(" ")} failed with exit code ${code}`);
    process.exit(code);
  }
}

await build();
await run([process.execPath, "test"], { NODE_ENV: "production" });
await run([join(root, "node_modules/.bin/playwright"), "test"]);
