/**
 * `npm start`: builds dist/uae-deals when it is missing or older than the sources,
 * then serves the site with demo data (seeded only into an empty database) at
 * http://localhost:3000. Extra arguments go to the binary's serve command.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "./build.ts";

const root = join(import.meta.dir, "..");
const binary = join(root, "dist/uae-deals");

async function newestSourceTime(): Promise<number> {
  let newest = 0;
  for (const dir of ["src", "routes", "db", "locales", "public", "scripts"]) {
    for await (const file of new Bun.Glob("**/*").scan(join(root, dir))) {
      newest = Math.max(newest, statSync(join(root, dir, file)).mtimeMs);
    }
  }
  return Math.max(newest, statSync(join(root, "package.json")).mtimeMs);
}

if (!existsSync(binary) || statSync(binary).mtimeMs < (await newestSourceTime())) {
  console.log("Building dist/uae-deals …");
  await build();
}

const child = Bun.spawn([binary, "serve", "--demo", ...process.argv.slice(2)], {
  cwd: root,
  stdio: ["inherit", "inherit", "inherit"],
  env: { ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
process.exit(await child.exited);
