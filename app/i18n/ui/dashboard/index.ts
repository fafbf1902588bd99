import { en as analyticsEn } from "./analytics/en.ts";
import { nl as analyticsNl } from "./analytics/nl.ts";
import { pl as analyticsPl } from "./analytics/pl.ts";
import { en as billingEn } from "./billing/en.ts";
import { nl as billingNl } from "./billing/nl.ts";
import { pl as billingPl } from "./billing/pl.ts";
import { en as blogEn } from "./blog/en.ts";
import { nl as blogNl } from "./blog/nl.ts";
import { pl as blogPl } from "./blog/pl.ts";
import { en as bookingCalendarEn } from "./booking-calendar/en.ts";
import { nl as bookingCalendarNl } from "./booking-calendar/nl.ts";
import { pl as bookingCalendarPl } from "./booking-calendar/pl.ts";
import { en as bookingSettingsEn } from "./booking-settings/en.ts";
import { nl as bookingSettingsNl } from "./booking-settings/nl.ts";
import { pl as bookingSettingsPl } from "./booking-settings/pl.ts";
import { en as calendarFeedsEn } from "./calendar-feeds/en.ts";
import { nl as calendarFeedsNl } from "./calendar-feeds/nl.ts";
import { pl as calendarFeedsPl } from "./calendar-feeds/pl.ts";
import { en as cockpitEn } from "./cockpit/en.ts";
import { nl as cockpitNl } from "./cockpit/nl.ts";
import { pl as cockpitPl } from "./cockpit/pl.ts";
import { en as contentEn } from "./content/en.ts";
import { nl as contentNl } from "./content/nl.ts";
import { pl as contentPl } from "./content/pl.ts";
import { en as dataExportEn } from "./data-export/en.ts";
import { nl as dataExportNl } from "./data-export/nl.ts";
import { pl as dataExportPl } from "./data-export/pl.ts";
import { en as editorEn } from "./editor/en.ts";
import { nl as editorNl } from "./editor/nl.ts";
import { pl as editorPl } from "./editor/pl.ts";
import { en as emailEn } from "./email/en.ts";
import { nl as emailNl } from "./email/nl.ts";
import { pl as emailPl } from "./email/pl.ts";
import { en } from "./en.ts";
import { en as enquiriesEn } from "./enquiries/en.ts";
import { nl as enquiriesNl } from "./enquiries/nl.ts";
import { pl as enquiriesPl } from "./enquiries/pl.ts";
import { en as guestsEn } from "./guests/en.ts";
import { nl as guestsNl } from "./guests/nl.ts";
import { pl as guestsPl } from "./guests/pl.ts";
import { en as messagesEn } from "./messages/en.ts";
import { nl as messagesNl } from "./messages/nl.ts";
import { pl as messagesPl } from "./messages/pl.ts";
import { en as moneyEn } from "./money/en.ts";
import { nl as moneyNl } from "./money/nl.ts";
import { pl as moneyPl } from "./money/pl.ts";
import { nl } from "./nl.ts";
import { en as photosEn } from "./photos/en.ts";
import { nl as photosNl } from "./photos/nl.ts";
import { pl as photosPl } from "./photos/pl.ts";
import { pl } from "./pl.ts";
import { en as pricingEn } from "./pricing/en.ts";
import { nl as pricingNl } from "./pricing/nl.ts";
import { pl as pricingPl } from "./pricing/pl.ts";
import { en as reviewsEn } from "./reviews/en.ts";
import { nl as reviewsNl } from "./reviews/nl.ts";
import { pl as reviewsPl } from "./reviews/pl.ts";
import { en as settingsEn } from "./settings/en.ts";
import { nl as settingsNl } from "./settings/nl.ts";
import { pl as settingsPl } from "./settings/pl.ts";
import { en as themeEditorEn } from "./theme-editor/en.ts";
import { nl as themeEditorNl } from "./theme-editor/nl.ts";
import { pl as themeEditorPl } from "./theme-editor/pl.ts";
import { en as vouchersEn } from "./vouchers/en.ts";
import { nl as vouchersNl } from "./vouchers/nl.ts";
import { pl as vouchersPl } from "./vouchers/pl.ts";

/**
 * The dashboard's texts: the frame and the first sections in one file per language, and a
 * folder per later section (each keeps its own files), merged under its name.
 */
export const dashboard = {
  nl: {
    ...nl,
    analytics: analyticsNl,
    bookingCalendar: bookingCalendarNl,
    bookingSettings: bookingSettingsNl,
    calendarFeeds: calendarFeedsNl,
    cockpit: cockpitNl,
    themeEditor: themeEditorNl,
    blog: blogNl,
    content: contentNl,
    dataExport: dataExportNl,
    editor: editorNl,
    email: emailNl,
    enquiries: enquiriesNl,
    guests: guestsNl,
    messages: messagesNl,
    money: moneyNl,
    billing: billingNl,
    vouchers: vouchersNl,
    photos: photosNl,
    pricing: pricingNl,
    reviews: reviewsNl,
    settings: settingsNl,
  },
  en: {
    ...en,
    analytics: analyticsEn,
    bookingCalendar: bookingCalendarEn,
    bookingSettings: bookingSettingsEn,
    calendarFeeds: calendarFeedsEn,
    cockpit: cockpitEn,
    themeEditor: themeEditorEn,
    blog: blogEn,
    content: contentEn,
    dataExport: dataExportEn,
    editor: editorEn,
    email: emailEn,
    enquiries: enquiriesEn,
    guests: guestsEn,
    messages: messagesEn,
    money: moneyEn,
    billing: billingEn,
    vouchers: vouchersEn,
    photos: photosEn,
    pricing: pricingEn,
    reviews: reviewsEn,
    settings: settingsEn,
  },
  pl: {
    ...pl,
    analytics: analyticsPl,
    bookingCalendar: bookingCalendarPl,
    bookingSettings: bookingSettingsPl,
    calendarFeeds: calendarFeedsPl,
    cockpit: cockpitPl,
    themeEditor: themeEditorPl,
    blog: blogPl,
    content: contentPl,
    dataExport: dataExportPl,
    editor: editorPl,
    email: emailPl,
    enquiries: enquiriesPl,
    guests: guestsPl,
    messages: messagesPl,
    money: moneyPl,
    billing: billingPl,
    vouchers: vouchersPl,
    photos: photosPl,
    pricing: pricingPl,
    reviews: reviewsPl,
    settings: settingsPl,
  },
};
