/**
 * Makes sure Debian's Chromium and a Java runtime (for the Nu HTML checker) are there (a
 * fresh machine lacks them) and that the binary under test was built.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function globalSetup() {
  if (!existsSync("/usr/bin/chromium")) {
    console.log("Installing Debian's chromium for the browser tests …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core", {
      stdio: "inherit",
    });
  }
  if (!hasJava()) {
    console.log("Installing Debian's Java runtime for the HTML checker …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless", {
      stdio: "inherit",
    });
  }
  if (!existsSync("dist/uae-deals"))
    throw new Error("dist/uae-deals is missing: run `npm run build` (npm test does it)");
}

function hasJava(): boolean {
  try {
    execSync("java -version", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
