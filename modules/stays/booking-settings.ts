import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";

/** A fresh secret for a site's exported calendar links: 24 random bytes, URL-safe. */
export function newCalendarToken(): string {
  return randomBytes(24).toString("base64url");
}

export type BookingSettingsRow = typeof siteBookingSettings.$inferSelect;

/**
 * The site's booking settings, created with their defaults and a random calendar token the
 * first time anyone needs them (two requests at once create it once).
 */
export async function ensureBookingSettings(db: Database, siteId: string): Promise<BookingSettingsRow> {
  const [existing] = await db.select().from(siteBookingSettings).where(eq(siteBookingSettings.siteId, siteId));
  if (existing) return existing;
  await db.insert(siteBookingSettings).values({ siteId, calendarToken: newCalendarToken() }).onConflictDoNothing();
  const [created] = await db.select().from(siteBookingSettings).where(eq(siteBookingSettings.siteId, siteId));
  if (!created) throw new Error("site booking settings not stored");
  return created;
}

/**
 * A new secret for the site's exported calendars: every link handed out before stops
 * working at once (answered 404), the channels need the new one. Returns it.
 */
export async function rotateCalendarToken(db: Database, siteId: string): Promise<string> {
  await ensureBookingSettings(db, siteId);
  const token = newCalendarToken();
  await db
    .update(siteBookingSettings)
    .set({ calendarToken: token, updatedAt: new Date() })
    .where(eq(siteBookingSettings.siteId, siteId));
  return token;
}
