/**
 * `npm test`: checks formatting, lint rules and dead code (Biome, knip), builds the binary,
 * runs every unit and API test (`bun test`), then the Playwright journeys against the
 * compiled binary in Debian's Chromium. Stops at the
 * first failing stage with its exit code, and ends with one "N passed, N failed" line
 * adding up both runners.
 */
import { join } from "node:path";
import { build } from "./build.ts";

const root = join(import.meta.dir, "..");
const totals = { passed: 0, failed: 0 };

/** Runs a command, echoing its output, and adds its pass/fail counts to the totals. */
async function run(
  cmd: string[],
  env: Record<string, string>,
  count: (text: string) => { passed: number; failed: number },
) {
  console.log(`\n$ ${cmd.join(" ")}`);
  const child = Bun.spawn(cmd, { cwd: root, stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...env } });
  let text = "";
  const pump = async (stream: ReadableStream<Uint8Array>, out: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      out.write(chunk);
      text += decoder.decode(chunk, { stream: true });
    }
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  const counted = count(text);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  if (code !== 0) {
    console.error(`\n${cmd.join(" ")} failed with exit code ${code}`);
    console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(code);
  }
}

const last = (text: string, re: RegExp) => Number([...text.matchAll(re)].pop()?.[1] ?? 0);

const bin = (name: string) => join(root, "node_modules/.bin", name);
const noCounts = () => ({ passed: 0, failed: 0 });
await run([bin("biome"), "ci", "."], {}, noCounts);
await run([bin("knip"), "--no-progress"], {}, noCounts);
await build();
// bunfig.toml's [test] timeout is not read by this Bun; password hashing (argon2) on a busy
// machine needs more than the 5 s default.
await run([process.execPath, "test", "--timeout=30000"], { NODE_ENV: "production" }, (t) => ({
  passed: last(t, /^\s*(\d+) pass$/gm),
  failed: last(t, /^\s*(\d+) fail$/gm),
}));
await run([join(root, "node_modules/.bin/playwright"), "test"], {}, (t) => ({
  passed: last(t, /^\s*(\d+) passed/gm),
  failed: last(t, /^\s*(\d+) failed/gm),
}));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
