/**
 * A sign-in's device as an owner recognises it, its browser and system by name ("Firefox",
 * "Android"), read from the browser's User-Agent; the dashboard and the new-sign-in email
 * put them into words. Only names from the lists below reach a page or an email, never the
 * header itself (anyone can send any text there).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(CriOS|Chrome|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Order matters: iPhone and Android user agents also say "like Mac OS X" or "Linux".
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(list: [RegExp, string][], value: string): string | undefined {
  return list.find(([pattern]) => pattern.test(value))?.[1];
}

/** Browser and system by name, each null when not recognised. */
export type DeviceParts = { browser: string | null; system: string | null };

export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  const ua = (userAgent ?? "").slice(0, 1000);
  return { browser: firstMatch(BROWSERS, ua) ?? null, system: firstMatch(SYSTEMS, ua) ?? null };
}
