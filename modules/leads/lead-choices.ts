/**
 * The kinds of lead and the choices the consultation form offers. No schema library here:
 * the admin's lead list reads them in the browser; lead-schemas.ts validates with them.
 */
export const LEAD_KINDS = ["contact", "consultation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** The same list as form.propertyTypes in the interface strings. */
export const PROPERTY_TYPES = ["holidayHome", "apartment", "bnb", "chalet", "multiple", "other"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
