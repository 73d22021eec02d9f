/**
 * Server-only by folder: db/, routes/, scripts/, src/server/, src/jobs/ and src/cli/ run only on
 * the server, as do Bun's and Node's built-in modules. The browser build fails loudly when a
 * client module reaches any of them, directly or through a helper, by relative path or subpath
 * import (`#db/...`, package.json "imports") alike. (The `server-only` package would need the
 * react-server condition on every server graph, which our SSR pass does not use.)
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { BunPlugin } from "bun";

const root = join(import.meta.dir, "..");

const SERVER_ONLY_DIRS = ["db", "routes", "scripts", "src/server", "src/jobs", "src/cli"].map(
  (dir) => `${join(root, dir)}/`,
);

/** package.json "imports": "#server/*" -> "./src/server/*" and the like. */
const SUBPATHS = Object.entries(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports: Record<string, string> }).imports,
).map(([from, to]) => [from.replace(/\*$/, ""), to.replace(/\*$/, "")] as const);

/** The file a relative or `#` specifier names, or null for a package. */
function projectPath(importer: string, specifier: string): string | null {
  if (specifier.startsWith(".")) return resolve(dirname(importer), specifier);
  const subpath = SUBPATHS.find(([from]) => specifier.startsWith(from));
  return subpath ? resolve(root, subpath[1], specifier.slice(subpath[0].length)) : null;
}

export const serverOnlyGuard: BunPlugin = {
  name: "server-only-guard",
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      const builtin = /^(bun|node):/.test(args.path);
      const target = projectPath(args.importer, args.path);
      if (builtin || (target && SERVER_ONLY_DIRS.some((dir) => target.startsWith(dir)))) {
        throw new Error(`Browser bundle: ${relative(root, args.importer)} imports server-only ${args.path}`);
      }
      return undefined;
    });
  },
};
