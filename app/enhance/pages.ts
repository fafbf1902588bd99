/**
 * The only script of the pages that are not hydrated: the marketing pages (docs/decisions/
 * 0008) and owner sites (0013). The pages are complete without it: server-rendered, their
 * forms post and answer like any HTML form, the phone menus are popovers and the services
 * menu a <details>. This adds what only a script can: a busy state while a form is sent,
 * focus on what the answer asks attention for, menus that close like menus; on an owner's
 * site (it names itself in <meta name="vayvista-site">) the visit count of spec §7 and, where
 * a page has a booking widget, the widget's own script when it is needed; on the marketing
 * site the service worker. One script for both, so each page loads one file.
 */
import { loadBookingWhenNeeded } from "./booking-loader.ts";
import { enhanceCheckoutAmount } from "./checkout-amount.ts";
import { enhanceForms } from "./forms.ts";
import { enhanceMenus } from "./menus.ts";
import { trackVisits } from "./track-visit.ts";

enhanceForms();
enhanceMenus();

if (document.querySelector('meta[name="vayvista-site"]')) {
  trackVisits();
  // The booking widget's own script, only on pages with a widget (docs/decisions/0015).
  loadBookingWhenNeeded();
} else {
  enhanceCheckoutAmount();
  // Static assets from cache, and the offline page when the network is gone (public/sw.js).
  navigator.serviceWorker?.register("/sw.js").catch(() => {});
}
