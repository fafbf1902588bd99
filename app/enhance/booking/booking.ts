/**
 * The booking widget's script, loaded by the pages' script only where a widget is in view or
 * touched, or on the booking page (app/enhance/booking-loader.ts): every other page of a site
 * stays at its one small script. docs/decisions/0015.
 */
import { enhanceBookingForm } from "./booking-form.ts";
import { enhanceStay } from "./stay-widget.ts";

export function enhanceBookings(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-booking]")) {
    if (root.dataset.enhanced) continue;
    root.dataset.enhanced = "";
    const stay = enhanceStay(root);
    if (!stay) continue;
    if (root.dataset.booking === "page") {
      enhanceBookingForm(root, stay);
      // The nights were just taken (the plain form's 409 answer): the calendar opens again.
      if (root.dataset.openCalendar !== undefined) void stay.reopen();
    }
  }
}
