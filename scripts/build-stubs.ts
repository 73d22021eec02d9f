/**
 * What the server bundles see of a 'use client' module (scripts/build.ts): a stub per export, so
 * the page tree renders where an island starts without running the island's code there.
 */
import { join, relative } from "node:path";
import type { BunPlugin } from "bun";

const root = join(import.meta.dir, "..");
/** Where the RSC stubs get the island marker from. */
const ISLAND_ROOT = join(root, "src/server/island-root.ts");

/**
 * Pass (b): 'use client' modules become registerClientReference stubs, one per export, each
 * handed through islandRoot (src/server/island-root.ts) so the HTML marks where an island starts.
 */
export function clientReferencePlugin(clientModules: Set<string>, rendered: Set<string>): BunPlugin {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  return {
    name: "client-references",
    setup(b) {
      b.onLoad({ filter: /\/src\/client\/.*\.tsx?$/ }, async (args) => {
        if (!clientModules.has(args.path)) {
          throw new Error(`Server components import ${relative(root, args.path)}, which is not a 'use client' module`);
        }
        rendered.add(args.path);
        const id = relative(root, args.path);
        const { exports } = transpiler.scan(await Bun.file(args.path).text());
        const stub = (name: string) =>
          `islandRoot(registerClientReference(function () { throw new Error(${JSON.stringify(`${id}#${name} is a client component and cannot be called on the server`)}); }, ${JSON.stringify(id)}, ${JSON.stringify(name)}), ${JSON.stringify(name)})`;
        const lines = exports.map((name) =>
          name === "default" ? `export default ${stub(name)};` : `export const ${name} = ${stub(name)};`,
        );
        return {
          contents: `import { registerClientReference } from "react-server-dom-webpack/server.edge";\nimport { islandRoot } from ${JSON.stringify(ISLAND_ROOT)};\n${lines.join("\n")}\n`,
          loader: "js",
        };
      });
    },
  };
}

/**
 * Pass (b'): 'use client' modules a server component imports become clientStub calls, one per
 * export (src/server/island-html.tsx). Every other import stays an import: the HTML bundle
 * shares the binary's modules (React's one copy, our queries and their memos).
 */
export function clientStubPlugin(clientModules: Set<string>): BunPlugin {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  return {
    name: "client-stubs",
    setup(b) {
      // Bundled, not imported: the server components (so their client imports meet the stubs).
      b.onResolve({ filter: /^#(client|components)\// }, (args) => ({
        path: join(
          root,
          args.path.startsWith("#client/") ? "src/client" : "src/components",
          args.path.split("/").slice(1).join("/"),
        ),
      }));
      b.onLoad({ filter: /\/src\/client\/.*\.tsx?$/ }, async (args) => {
        if (!clientModules.has(args.path)) {
          throw new Error(`Server components import ${relative(root, args.path)}, which is not a 'use client' module`);
        }
        const id = relative(root, args.path);
        const { exports } = transpiler.scan(await Bun.file(args.path).text());
        const stub = (name: string) => `clientStub(${JSON.stringify(id)}, ${JSON.stringify(name)})`;
        const lines = exports.map((name) =>
          name === "default" ? `export default ${stub(name)};` : `export const ${name} = ${stub(name)};`,
        );
        return {
          contents: `import { clientStub } from "#server/island-html.tsx";\n${lines.join("\n")}\n`,
          loader: "js",
        };
      });
    },
  };
}
