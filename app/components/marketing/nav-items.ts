import type { PageId } from "../../../modules/i18n/route-table.ts";

/** The service pages, in the order of the services submenu and the footer. */
export const SERVICE_PAGES = [
  "websiteDevelopment",
  "bookingSystem",
  "calendarSync",
  "photography",
  "seo",
  "maintenance",
] as const satisfies readonly PageId[];
export type ServicePage = (typeof SERVICE_PAGES)[number];

/** Main navigation (spec §1), before and after the services submenu. */
export const NAV_BEFORE_SERVICES = ["home", "howItWorks", "pricing", "themes"] as const satisfies readonly PageId[];
export const NAV_AFTER_SERVICES = ["about", "contact", "faq"] as const satisfies readonly PageId[];
