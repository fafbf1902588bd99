/**
 * The format of a business's VAT number in each EU member state (the European Commission's
 * VIES rules, checked offline: VIES itself is not reachable from every deployment), after
 * its prefix, which is the country's ISO code except Greece's "EL". A number that fits says
 * nothing of whether it was issued; it only catches typing errors before an invoice is made.
 */
const EU_VAT_NUMBERS: Readonly<Record<string, { prefix: string; pattern: RegExp }>> = {
  AT: { prefix: "AT", pattern: /^U\d{8}$/ },
  BE: { prefix: "BE", pattern: /^[01]\d{9}$/ },
  BG: { prefix: "BG", pattern: /^\d{9,10}$/ },
  CY: { prefix: "CY", pattern: /^\d{8}[A-Z]$/ },
  CZ: { prefix: "CZ", pattern: /^\d{8,10}$/ },
  DE: { prefix: "DE", pattern: /^\d{9}$/ },
  DK: { prefix: "DK", pattern: /^\d{8}$/ },
  EE: { prefix: "EE", pattern: /^\d{9}$/ },
  ES: { prefix: "ES", pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { prefix: "FI", pattern: /^\d{8}$/ },
  FR: { prefix: "FR", pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/ },
  GR: { prefix: "EL", pattern: /^\d{9}$/ },
  HR: { prefix: "HR", pattern: /^\d{11}$/ },
  HU: { prefix: "HU", pattern: /^\d{8}$/ },
  IE: { prefix: "IE", pattern: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: "IT", pattern: /^\d{11}$/ },
  LT: { prefix: "LT", pattern: /^(?:\d{9}|\d{12})$/ },
  LU: { prefix: "LU", pattern: /^\d{8}$/ },
  LV: { prefix: "LV", pattern: /^\d{11}$/ },
  MT: { prefix: "MT", pattern: /^\d{8}$/ },
  NL: { prefix: "NL", pattern: /^\d{9}B\d{2}$/ },
  PL: { prefix: "PL", pattern: /^\d{10}$/ },
  PT: { prefix: "PT", pattern: /^\d{9}$/ },
  RO: { prefix: "RO", pattern: /^[1-9]\d{1,9}$/ },
  SE: { prefix: "SE", pattern: /^\d{10}01$/ },
  SI: { prefix: "SI", pattern: /^\d{8}$/ },
  SK: { prefix: "SK", pattern: /^\d{10}$/ },
};

/** Whether a country (ISO 3166-1 alpha-2) is an EU member state. */
export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_NUMBERS, country);
}

/**
 * A VAT number as typed ("nl 8525.80.345.B01", "NL852580345B01", "852580345B01") in its
 * stored form with its country's prefix ("NL852580345B01"); null when the country is not in
 * the EU or the number does not have that country's format (another country's prefix too).
 */
export function normaliseVatNumber(country: string, typed: string): string | null {
  // Own keys only: "__proto__" from a form is no rule.
  const rule = isEuCountry(country) ? EU_VAT_NUMBERS[country] : undefined;
  if (!rule || typed.length > 40) return null;
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, "");
  // The prefix is optional when typing; a number whose own first letters look like one
  // (Austria's "U…", Spain's "X…") is read without taking them off.
  const unprefixed = compact.slice(rule.prefix.length);
  const body = compact.startsWith(rule.prefix) && rule.pattern.test(unprefixed) ? unprefixed : compact;
  return rule.pattern.test(body) ? `${rule.prefix}${body}` : null;
}
