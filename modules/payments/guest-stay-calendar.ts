import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, stays, userSites } from "../../db/schema.ts";
import { contentLine, escapeText } from "../calendar-sync/ical-lines.ts";
import { type SiteText, textIn } from "../i18n/site-languages.ts";
import { loadPublishedContent } from "../site-content/site-content-store.ts";

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const text = (name: string, value: string) => contentLine(name, escapeText(value));
const day = (name: string, value: string) => contentLine(`${name};VALUE=DATE`, value.replaceAll("-", ""));

/**
 * The guest's own stay as one all-day event for their calendar (the booking page's "add to
 * my calendar"): the site and unit, arrival to departure, the address, the reference and the
 * page's address. Every text is escaped and folded as RFC 5545 says. Null for a wrong token,
 * another site's booking, or one that was cancelled, declined or expired.
 */
export async function guestStayCalendar(
  db: Database,
  input: { siteId: string; token: string; pageUrl: string; ownDomain: string; now?: Date },
): Promise<{ ics: string; filename: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  const [row] = await db
    .select({ stay: stays, unitName: rentalUnits.name, siteName: userSites.siteName })
    .from(stays)
    .innerJoin(rentalUnits, eq(rentalUnits.id, stays.unitId))
    .innerJoin(userSites, eq(userSites.id, stays.siteId))
    .where(and(eq(stays.siteId, input.siteId), eq(stays.guestToken, input.token), eq(stays.kind, "booking")));
  if (!row || (row.stay.status !== "confirmed" && row.stay.status !== "request")) return null;
  const { stay } = row;
  const doc = await loadPublishedContent(db, input.siteId);
  const lang = doc.languages.main;
  const unit = textIn(row.unitName as SiteText, (stay.lang as typeof lang) ?? lang, lang);
  const { street, postalCode, city } = doc.contact;
  const address = [street, [postalCode, city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const stamp = (input.now ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//VayVista//Guest stay//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    contentLine("UID", `${stay.id}@${input.ownDomain}`),
    contentLine("DTSTAMP", stamp),
    day("DTSTART", stay.checkIn),
    day("DTEND", stay.checkOut),
    text("SUMMARY", `${row.siteName} · ${unit}`),
    ...(address ? [text("LOCATION", address)] : []),
    text("DESCRIPTION", `${stay.reference ?? ""}\n${input.pageUrl}`),
    contentLine("URL", input.pageUrl),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { ics: `${lines.join("\r\n")}\r\n`, filename: `${stay.reference ?? "stay"}.ics` };
}
