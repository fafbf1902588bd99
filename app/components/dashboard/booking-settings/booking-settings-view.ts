import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import type { BookingSettingsErrors, BookingSettingsValues } from "../../../../modules/stays/owner-booking-settings.ts";
import type { TimeZoneRegion } from "../../../../modules/stays/property-time-zones.ts";

/** Where the owner sets the property's time zone and bank details (app/routes.ts). */
export const BOOKING_SETTINGS_PATH = "/dashboard/booking-settings";

export type ZoneOption = { value: string; label: string };

/** What the booking settings page shows: the settings as stored, and the zones to choose from. */
export type BookingSettingsPageData = {
  /** As the form starts: the stored zone and bank details, the IBAN in groups of four. */
  values: BookingSettingsValues;
  zones: {
    /** The stored zone when the lists below do not have it (an older name); null otherwise. */
    current: ZoneOption | null;
    common: ZoneOption[];
    regions: { region: TimeZoneRegion; zones: ZoneOption[] }[];
  };
  /** The moment of loading in the property's zone, written out in the owner's language. */
  now: string;
  /** Whether guests are shown bank details now. */
  hasBank: boolean;
  /** What the site prices in, and whether its first booking has fixed it. */
  currency: { value: SiteCurrency; locked: boolean };
};

/** The currency's problems: none the site can price in (a forged form), or a change after the first booking. */
export type CurrencyError = { key: "currency" | "currencyLocked"; params?: never };

/** The form's values as sent back after a refusal: the stored fields' and the currency chosen. */
export type BookingSettingsFormValues = BookingSettingsValues & { currency: string };

/** What saving answers; a refusal carries every problem and everything the owner typed. */
export type BookingSettingsAnswer =
  | { ok: true }
  | {
      ok: false;
      errors: BookingSettingsErrors & { currency?: CurrencyError };
      values: BookingSettingsFormValues;
    };
