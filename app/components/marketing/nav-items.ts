import type { PageId } from "../../../modules/i18n/route-table.ts";

/** Main navigation (spec §1), before and after the services submenu. */
export const NAV_BEFORE_SERVICES = ["home", "howItWorks", "pricing", "themes"] as const satisfies readonly PageId[];
export const NAV_AFTER_SERVICES = ["about", "contact", "faq"] as const satisfies readonly PageId[];
