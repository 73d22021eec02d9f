/** Debian's Chromium as the browser journeys and the benchmark's Lighthouse launch it (no downloads, no sandbox as root). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
