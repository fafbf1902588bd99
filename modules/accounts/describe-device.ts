import type { Lang } from "../i18n/languages.ts";

/**
 * A sign-in's device as an owner recognises it, e.g. "Firefox op Android", read from the
 * browser's User-Agent. Only names from the lists below reach an email, never the header
 * itself (anyone can send any text there).
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

const WORDS: Record<Lang, { on: (browser: string, system: string) => string; browser: string; unknown: string }> = {
  nl: { on: (b, s) => `${b} op ${s}`, browser: "Een browser", unknown: "Onbekend apparaat" },
  en: { on: (b, s) => `${b} on ${s}`, browser: "A browser", unknown: "Unknown device" },
  pl: { on: (b, s) => `${b} w systemie ${s}`, browser: "Przeglądarka", unknown: "Nieznane urządzenie" },
};

function firstMatch(list: [RegExp, string][], value: string): string | undefined {
  return list.find(([pattern]) => pattern.test(value))?.[1];
}

/** Browser and system by name, each null when not recognised. */
export type DeviceParts = { browser: string | null; system: string | null };

export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  const ua = (userAgent ?? "").slice(0, 1000);
  return { browser: firstMatch(BROWSERS, ua) ?? null, system: firstMatch(SYSTEMS, ua) ?? null };
}

/** In a sentence of the email's language: "Firefox op Android", "Safari on macOS". */
export function describeDevice(userAgent: string | null | undefined, lang: Lang): string {
  const { browser, system } = deviceParts(userAgent);
  const words = WORDS[lang];
  if (system) return words.on(browser ?? words.browser, system);
  return browser ?? words.unknown;
}
