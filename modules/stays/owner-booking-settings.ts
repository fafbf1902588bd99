import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import { type BankDetails, type BankDetailsErrors, normaliseIban, readBankDetails } from "./bank-details.ts";
import { ensureBookingSettings } from "./booking-settings.ts";
import { isPropertyTimeZone } from "./property-time-zones.ts";

/** What the owner sets for booking on their site: the property's time zone and how guests can pay. */
export type OwnerBookingSettings = {
  /** An IANA zone: the property's "today" (lead time, booking window) is counted in it. */
  timeZone: string;
  /** Null: no bank transfer (guests pay on arrival, or the owner tells them how). */
  bank: BankDetails | null;
};

/** The form's fields, as the dashboard page sends them and gets them back after a refusal. */
export const BOOKING_SETTINGS_FIELDS = ["timeZone", "accountHolder", "iban", "bic"] as const;
export type BookingSettingsField = (typeof BOOKING_SETTINGS_FIELDS)[number];
export type BookingSettingsValues = Record<BookingSettingsField, string>;

export type BookingSettingsErrors = BankDetailsErrors & { timeZone?: { key: "timeZone"; params?: never } };

/**
 * The settings from what the owner typed, every problem beside its field (message keys with
 * their numbers). `currentZone` is the zone stored now, which stays valid even when this
 * runtime lists it under another name.
 */
export function readOwnerBookingSettings(
  values: BookingSettingsValues,
  currentZone: string,
): { ok: true; settings: OwnerBookingSettings } | { ok: false; errors: BookingSettingsErrors } {
  const timeZone = values.timeZone.trim();
  const bank = readBankDetails(values);
  const errors: BookingSettingsErrors = bank.ok ? {} : { ...bank.errors };
  if (!isPropertyTimeZone(timeZone, currentZone)) errors.timeZone = { key: "timeZone" };
  if (!bank.ok || errors.timeZone) return { ok: false, errors };
  return { ok: true, settings: { timeZone, bank: bank.details } };
}

/** The site's settings as the owner set them (created with their defaults on first use). */
export async function loadOwnerBookingSettings(db: Database, siteId: string): Promise<OwnerBookingSettings> {
  const row = await ensureBookingSettings(db, siteId);
  return {
    timeZone: row.timeZone,
    bank: row.bankIban
      ? { accountHolder: row.bankAccountHolder ?? "", iban: normaliseIban(row.bankIban), bic: row.bankBic ?? null }
      : null,
  };
}

/** Stores the site's time zone and bank details (checked by readOwnerBookingSettings). */
export async function saveOwnerBookingSettings(
  db: Database,
  siteId: string,
  settings: OwnerBookingSettings,
): Promise<void> {
  await ensureBookingSettings(db, siteId);
  await db
    .update(siteBookingSettings)
    .set({
      timeZone: settings.timeZone,
      bankAccountHolder: settings.bank?.accountHolder ?? null,
      bankIban: settings.bank?.iban ?? null,
      bankBic: settings.bank?.bic ?? null,
      updatedAt: new Date(),
    })
    .where(eq(siteBookingSettings.siteId, siteId));
}
