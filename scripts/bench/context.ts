/** What every group of rows gets: the server, the options, and /healthz measured once on that server. */

import { printLoad, runLoad } from "./load.ts";
import type { LoadResult, LoadSpec } from "./load-types.ts";
import type { Options } from "./options.ts";
import { probe } from "./probe.ts";
import type { Server } from "./server.ts";

export type Context = {
  server: Server;
  options: Options;
  /** /healthz under the same load, on this server, measured at first use. */
  health: () => Promise<LoadResult>;
  load: (paths: LoadSpec["paths"], headers?: Record<string, string>) => Promise<LoadResult>;
};

export function context(server: Server, options: Options): Context {
  const load: Context["load"] = async (paths, headers) => {
    // A varying URL that redirects or fails would be measured as fast "renders": say so.
    const sample = paths.kind === "counter" ? `${paths.prefix}0` : paths.kind === "list" ? paths.paths[0] : undefined;
    const answer = sample === undefined ? null : await probe(server.origin + sample, headers);
    if (answer && answer.status !== 200) console.log(`  warning: ${sample} answers ${answer.status}, not 200`);
    return runLoad({
      origin: server.origin,
      paths,
      headers,
      seconds: options.seconds,
      connections: options.connections,
    });
  };
  let health: Promise<LoadResult> | null = null;
  return {
    server,
    options,
    load,
    health: () => {
      health ??= load({ kind: "fixed", path: "/healthz" }).then((r) => {
        printLoad(`GET /healthz (scale ${server.data.scale})`, r);
        return r;
      });
      return health;
    },
  };
}
