/** Finding the browser's modules for the build (scripts/build.ts). */
import { join, relative } from "node:path";

const root = join(import.meta.dir, "..");

/** Project files whose first statement is 'use client' (only src/client may hold them). */
export async function findClientModules(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ["src", "routes"]) {
    for await (const file of new Bun.Glob("**/*.{ts,tsx}").scan(join(root, dir))) {
      const path = join(root, dir, file);
      if (!(await isClientModule(path))) continue;
      if (!path.startsWith(join(root, "src/client/"))) {
        throw new Error(`${relative(root, path)} says 'use client' but client modules live in src/client/`);
      }
      found.push(path);
    }
  }
  return found.sort();
}

async function isClientModule(path: string): Promise<boolean> {
  const head = (await Bun.file(path).text()).trimStart().slice(0, 20);
  return /^['"]use client['"]/.test(head);
}
