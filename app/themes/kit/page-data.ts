import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import type { SitePageId } from "../../../modules/i18n/site-route-table.ts";
import type { GuestBankTransfer } from "../../../modules/payments/guest-bank-transfer.ts";
import type { GuestBookingView } from "../../../modules/payments/guest-booking.ts";
import type { PostView, SiteView, UnitView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import type { BookingPageState } from "./booking/booking-state.ts";

export type ContactField = "name" | "email" | "phone" | "checkIn" | "checkOut" | "guests" | "unit" | "message";

/** The contact form after a post: what was typed (never lost), the problems, or that it was sent. */
export type ContactState = {
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  /** A problem with the whole form (too many messages, a failure on our side). */
  formError: string | null;
  sent: boolean;
};

/** Everything one page of a site needs; each theme draws it its own way. */
export type SitePageData = {
  /** The page's language (the document's lang attribute). */
  lang: SiteLang;
  site: SiteView;
  page: SitePageId | "unit" | "blogPost" | "myBooking" | "notFound";
  unit: UnitView | null;
  post: PostView | null;
  /** This page in each language of the site (the language switch and hreflang). */
  alternates: { lang: SiteLang; path: string }[];
  contact: ContactState | null;
  /** The booking page's stay, price and form (app/site/booking-page.server.ts); absent elsewhere. */
  booking?: BookingPageState | null;
  /** A guest's own booking (app/site/my-booking.server.ts); absent elsewhere. */
  myBooking?: MyBookingState | null;
};

/** The guest's booking page: the booking, and what the last action there said. */
export type MyBookingState = {
  view: GuestBookingView;
  /** Where "pay now" leads (a GET: the provider's page is another site). */
  payPath: string;
  /** The address of the guest's .ics of the stay. */
  calendarPath: string;
  /** After a refused cancellation: why (the refund changed since the page was shown; it is no longer cancellable). */
  notice: "refund_changed" | "not_cancellable" | "payment_unavailable" | null;
  /** The unit's private check-in instructions in the guest's language: empty until everything due is paid. */
  checkInInstructions: string;
  /** "Or pay by bank transfer" for what is due later, where the owner allows it; else null. */
  bankTransfer: GuestBankTransfer | null;
};

export type ThemePageProps = { data: SitePageData; t: ThemeStrings };
