/**
 * Debian's Chromium, as the browser tests and the page-weight benchmark start it: never a
 * downloaded browser, and without the background connections a closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
