/**
 * A moment as the property's clock shows it, with its zone named in the reader's language,
 * so a guest in another zone and the owner read the same time: "zaterdag 28 november 2026 om
 * 14:00 (Midden-Europese tijd)", "Saturday, 28 November 2026 at 14:00 (Central European
 * Time)". The zone's generic name (Intl, CLDR) holds in summer and winter alike. Plain Intl,
 * so the server, the emails and the booking widget's script in the browser say it alike.
 */
export function formatZonedMoment(
  moment: Date,
  locale: string,
  timeZone: string,
  dateStyle: "full" | "medium" = "full",
): string {
  const time = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: "short", timeZone }).format(moment);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(moment)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${time} (${zone ?? timeZone})`;
}
