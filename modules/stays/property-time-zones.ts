/**
 * The time zones an owner can put their property in: the IANA zones this runtime knows
 * (Intl.supportedValuesOf), the ones our owners' countries use first. A property's "today"
 * (lead time, booking window, the first check-in a guest can pick) is counted in its zone.
 */

/** The zones of the countries most of our owners and their guests live in, each with its country. */
export const COMMON_TIME_ZONES: readonly { zone: string; country: string }[] = [
  { zone: "Europe/Amsterdam", country: "NL" },
  { zone: "Europe/Brussels", country: "BE" },
  { zone: "Europe/Luxembourg", country: "LU" },
  { zone: "Europe/Berlin", country: "DE" },
  { zone: "Europe/Warsaw", country: "PL" },
  { zone: "Europe/Paris", country: "FR" },
  { zone: "Europe/Vienna", country: "AT" },
  { zone: "Europe/Zurich", country: "CH" },
  { zone: "Europe/Copenhagen", country: "DK" },
  { zone: "Europe/Prague", country: "CZ" },
  { zone: "Europe/Madrid", country: "ES" },
  { zone: "Atlantic/Canary", country: "ES" },
  { zone: "Europe/Lisbon", country: "PT" },
  { zone: "Europe/Rome", country: "IT" },
  { zone: "Europe/Athens", country: "GR" },
  { zone: "Europe/Zagreb", country: "HR" },
  { zone: "Europe/London", country: "GB" },
  { zone: "Europe/Dublin", country: "IE" },
];

/** The parts of the world the other zones are listed under, in the order the list shows them. */
export const TIME_ZONE_REGIONS = [
  "Europe",
  "Africa",
  "America",
  "Asia",
  "Atlantic",
  "Australia",
  "Indian",
  "Pacific",
  "Antarctica",
  "Arctic",
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

let known: ReadonlySet<string> | undefined;

/** Every IANA zone this runtime knows, by its canonical name. */
export function knownTimeZones(): ReadonlySet<string> {
  known ??= new Set(Intl.supportedValuesOf("timeZone"));
  return known;
}

/**
 * Whether a property may be put in `zone`: a zone of the list the dashboard offers, or the
 * one it is in already (a zone stored under an older name stays choosable).
 */
export function isPropertyTimeZone(zone: string, current?: string): boolean {
  return knownTimeZones().has(zone) || (zone !== "" && zone === current);
}

/** The zones the dashboard lists under each region, common ones left out (they come first). */
export function timeZonesByRegion(): { region: TimeZoneRegion; zones: string[] }[] {
  const common = new Set(COMMON_TIME_ZONES.map((c) => c.zone));
  return TIME_ZONE_REGIONS.map((region) => ({
    region,
    zones: [...knownTimeZones()].filter((zone) => zone.startsWith(`${region}/`) && !common.has(zone)).sort(),
  })).filter((group) => group.zones.length > 0);
}

/** "Europe/Isle_of_Man" → "Isle of Man", "America/Argentina/Buenos_Aires" → "Argentina, Buenos Aires". */
export function timeZonePlace(zone: string): string {
  return zone.split("/").slice(1).join(", ").replaceAll("_", " ") || zone;
}

/** The zone's offset from UTC at `at`, as the locale writes it ("GMT+2", "UTC−5"). */
export function timeZoneOffset(zone: string, locale: string, at: Date): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}
