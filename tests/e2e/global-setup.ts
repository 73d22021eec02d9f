/**
 * Makes sure Debian's Chromium is there (a fresh machine lacks it) and that the
 * binary under test was built.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function globalSetup() {
  if (!existsSync("/usr/bin/chromium")) {
    console.log("Installing Debian's chromium for the browser tests …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core", { stdio: "inherit" });
  }
  if (!existsSync("dist/uae-deals")) throw new Error("dist/uae-deals is missing: run `npm run build` (npm test does it)");
}
