/**
 * Load through wrk (1 thread, as the figures were taken). A Lua `done` prints one JSON
 * line (wrk's own text has no p95); varying URLs come from a Lua `request`, which fixed URLs
 * leave out so wrk keeps its prebuilt request and its full speed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLIENT_HEADER, type LoadResult, type LoadSpec } from "./load-types.ts";

export const WRK = "/usr/bin/wrk";

const REPORT = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"us":%d,"bytes":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"status":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))
end
`;

// init(args): args[1] = "counter" with args[2] the prefix; "list" with args[2] a file of paths,
// args[3] the parameter to append and args[4] a token; or "sequence" with args[2] a file of paths
// asked as they are. Each thread numbers its requests from its own base so two threads never ask
// for the same URL. Every request names a new client address in the trusted header (load-types.ts).
const VARYING = `
local made = 0
function setup(thread) thread:set("tid", made); made = made + 1 end
local mode, prefix, paths, headers
local i, n = 0, 0
function init(args)
  -- wrk.format uses the headers it is given instead of -H's: copy those once, add the client per request.
  headers = {}
  for k, v in pairs(wrk.headers) do headers[k] = v end
  mode, n = args[1], (tid or 0) * 100000000
  if mode == "list" or mode == "sequence" then
    paths = {}
    for line in io.lines(args[2]) do
      if #line > 0 then
        if mode == "list" then
          line = line .. (line:find("?", 1, true) and "&" or "?") .. args[3] .. "=" .. args[4] .. "-"
        end
        paths[#paths + 1] = line
      end
    end
    i = mode == "list" and ((tid or 0) * 7919) % #paths or 0
  else
    prefix = args[2]
  end
end
function request()
  n = n + 1
  headers["${CLIENT_HEADER}"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  if mode == "list" or mode == "sequence" then
    i = i % #paths + 1
    return wrk.format(nil, mode == "list" and paths[i] .. n or paths[i], headers)
  end
  return wrk.format(nil, prefix .. n, headers)
end
`;

export async function runWrk(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-wrk-"));
  try {
    const script = join(dir, "bench.lua");
    const varying = spec.paths.kind !== "fixed";
    writeFileSync(script, REPORT + (varying ? VARYING : ""));
    const token = Math.random().toString(36).slice(2, 8);
    let url = spec.origin;
    let scriptArgs: string[] = [];
    if (spec.paths.kind === "fixed") url += spec.paths.path;
    else if (spec.paths.kind === "counter") scriptArgs = ["counter", `${spec.paths.prefix}${token}-`];
    else {
      const list = join(dir, "paths.txt");
      writeFileSync(list, spec.paths.paths.join("\n"));
      scriptArgs = spec.paths.kind === "list" ? ["list", list, spec.paths.param, token] : ["sequence", list];
    }
    const headers = Object.entries(spec.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
    const args = ["-t1", `-c${spec.connections}`, `-d${spec.seconds}s`, "--timeout", "10s", "-s", script, ...headers];
    const child = Bun.spawn([WRK, ...args, url, ...(scriptArgs.length ? ["--", ...scriptArgs] : [])], {
      stdout: "pipe",
      stderr: "pipe",
    });
    const [out, err] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]);
    await child.exited;
    const line = out.split("\n").find((l) => l.startsWith("BENCH "));
    if (!line) throw new Error(`wrk printed no result:\n${out}\n${err}`);
    const r = JSON.parse(line.slice(6)) as Record<string, number>;
    const requests = r.requests!;
    return {
      requests,
      rps: requests / (r.us! / 1e6),
      p50: r.p50! / 1000,
      p95: r.p95! / 1000,
      p99: r.p99! / 1000,
      errors: r.errors!,
      non2xx: r.status!,
      bytesPerResponse: requests ? r.bytes! / requests : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
