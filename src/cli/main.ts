/**
 * The executable's entry: `uae-deals [command] [options]`. Commands are small,
 * safe to re-run, and end with one line that says what they did.
 */
import { runCli } from "./index.ts";

const code = await runCli(process.argv.slice(2));
if (code !== null) process.exit(code);
