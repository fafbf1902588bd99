import { zoneOffsetAt } from "../dates/wall-clock.ts";

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/**
 * The clock a guest from `country` (ISO 3166 alpha-2) lives by, where the country keeps one:
 * its zones agree in January and July of `at`'s year (Germany's Büsingen keeps Berlin's
 * time). Null for a country spread over several (the United States, Spain with the
 * Canaries) or one we do not know: quiet hours are then kept on the property's clock.
 */
export function countryTimeZone(country: string | null, at: Date): string | null {
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  let zones: string[];
  try {
    const locale = new Intl.Locale(`und-${country}`) as LocaleWithZones;
    zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return null;
  }
  const [first] = zones;
  if (!first) return null;
  const year = at.getUTCFullYear();
  const instants = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
  const same = zones.every((zone) =>
    instants.every((instant) => zoneOffsetAt(zone, instant) === zoneOffsetAt(first, instant)),
  );
  return same ? first : null;
}
