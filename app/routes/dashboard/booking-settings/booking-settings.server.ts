import { data } from "react-router";
import { type Lang, LOCALES } from "../../../../modules/i18n/languages.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { formatIban } from "../../../../modules/stays/bank-details.ts";
import {
  type BookingSettingsField,
  type BookingSettingsValues,
  loadOwnerBookingSettings,
  type OwnerBookingSettings,
  readOwnerBookingSettings,
  saveOwnerBookingSettings,
} from "../../../../modules/stays/owner-booking-settings.ts";
import {
  COMMON_TIME_ZONES,
  knownTimeZones,
  timeZoneOffset,
  timeZonePlace,
  timeZonesByRegion,
} from "../../../../modules/stays/property-time-zones.ts";
import { changeSiteCurrency, currencyLocked, readSiteCurrency } from "../../../../modules/stays/site-currency.ts";
import type {
  BookingSettingsAnswer,
  BookingSettingsPageData,
  ZoneOption,
} from "../../../components/dashboard/booking-settings/booking-settings-view.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "../+types/booking-settings";

/*
 * The booking settings page's loader and action (app/routes/dashboard/booking-settings.tsx),
 * here so the page's script never loads the database code they use.
 */

/** The longest a field is read: a zone's name, an account holder's, an IBAN with spaces. */
const FIELD_MAX = 120;

/**
 * The zones to choose from in the owner's language: "Amsterdam · Nederland" for our owners'
 * own countries, "Oslo (GMT+1)" for the rest of the world. A common zone is named by its
 * country instead of its offset, so its label fits a 360 px phone's select uncut; the line
 * under the select gives the chosen zone's time of day.
 */
function zoneChoices(current: string, lang: Lang, at: Date): BookingSettingsPageData["zones"] {
  const locale = LOCALES[lang];
  const countries = new Intl.DisplayNames([locale], { type: "region" });
  const option = (zone: string): ZoneOption => ({
    value: zone,
    label: `${timeZonePlace(zone)} (${timeZoneOffset(zone, locale, at)})`,
  });
  const common = (zone: string, country: string): ZoneOption => ({
    value: zone,
    label: `${timeZonePlace(zone)} · ${countries.of(country)}`,
  });
  const listed = knownTimeZones().has(current);
  return {
    current: listed ? null : option(current),
    common: COMMON_TIME_ZONES.map((c) => common(c.zone, c.country)),
    regions: timeZonesByRegion().map(({ region, zones }) => ({ region, zones: zones.map((z) => option(z)) })),
  };
}

/** The form as it starts from what is stored. */
function storedValues(settings: OwnerBookingSettings): BookingSettingsValues {
  return {
    timeZone: settings.timeZone,
    accountHolder: settings.bank?.accountHolder ?? "",
    iban: settings.bank ? formatIban(settings.bank.iban) : "",
    bic: settings.bank?.bic ?? "",
  };
}

export async function loadBookingSettingsPage({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [settings, currency, locked] = await Promise.all([
    loadOwnerBookingSettings(db, site.id),
    siteCurrency(db, site.id),
    currencyLocked(db, site.id),
  ]);
  const at = new Date();
  const page: BookingSettingsPageData = {
    values: storedValues(settings),
    zones: zoneChoices(settings.timeZone, user.lang, at),
    now: new Intl.DateTimeFormat(LOCALES[user.lang], {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: settings.timeZone,
    }).format(at),
    hasBank: settings.bank !== null,
    currency: { value: currency, locked },
  };
  return page;
}

/**
 * Saves the site's currency, time zone and bank details. A form with problems is refused (400)
 * with each problem beside its field and everything typed; nothing is stored then. A currency
 * other than the stored one after the site's first booking is such a problem (the page shows
 * the choice disabled then, and a disabled select sends nothing: the stored one stays). The
 * site's cached pages are cleared after a change, as after saving prices: they show amounts.
 */
export async function saveBookingSettingsPage({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, clearSitePages } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(5 * FIELD_MAX), lang: user.lang });
  const field = (name: BookingSettingsField) => String(form.get(name) ?? "").slice(0, FIELD_MAX);
  const values: BookingSettingsValues = {
    timeZone: field("timeZone"),
    accountHolder: field("accountHolder"),
    iban: field("iban"),
    bic: field("bic"),
  };
  const [stored, storedCurrency] = await Promise.all([
    loadOwnerBookingSettings(db, site.id),
    siteCurrency(db, site.id),
  ]);
  const typedCurrency = form.get("currency");
  const currencyText = typeof typedCurrency === "string" ? typedCurrency.slice(0, FIELD_MAX) : storedCurrency;
  const currency = readSiteCurrency(currencyText);
  const read = readOwnerBookingSettings(values, stored.timeZone);
  const refuse = (errors: Extract<BookingSettingsAnswer, { ok: false }>["errors"]) =>
    data<BookingSettingsAnswer>({ ok: false, errors, values: { ...values, currency: currencyText } }, { status: 400 });
  if (!read.ok || !currency) {
    return refuse({ ...(read.ok ? {} : read.errors), ...(currency ? {} : { currency: { key: "currency" } }) });
  }
  // First the currency, which may be refused: then nothing else is stored either.
  if ((await changeSiteCurrency(db, site.id, currency)) === "locked") {
    return refuse({ currency: { key: "currencyLocked" } });
  }
  await saveOwnerBookingSettings(db, site.id, read.settings);
  clearSitePages(site.id);
  return data<BookingSettingsAnswer>({ ok: true });
}
