import { ArrivalDetails } from "../my-booking/arrival-details.tsx";
import { BookingNotice } from "../my-booking/booking-notice.tsx";
import { bookingSay } from "../my-booking/booking-say.ts";
import { BookingStatus } from "../my-booking/booking-status.tsx";
import { CancelBooking } from "../my-booking/cancel-booking.tsx";
import { HostContact } from "../my-booking/host-contact.tsx";
import { MoneyTimeline } from "../my-booking/money-timeline.tsx";
import { PriceSummary } from "../my-booking/price-summary.tsx";
import { StaySummary } from "../my-booking/stay-summary.tsx";
import type { KitPageProps } from "../theme.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/**
 * One column on a phone, in reading order; on a wide screen every section in the left two
 * thirds and the price (`data-aside`) beside them, staying in view.
 */
const GRID =
  "grid gap-8 lg:grid-cols-3 lg:[&>section:not([data-aside])]:col-span-2 lg:[&>section:not([data-aside])]:col-start-1";

/**
 * A guest's own booking page (issue 16 §6), in the page's language and complete without a
 * script: the reference (its h1), where the booking stands and what to pay now, the stay, its price,
 * the money timeline, the arrival details once everything due is paid, cancelling under the
 * booking's policy with the refund shown, and the host to ask. In the theme's booking look.
 * On a phone it reads top to bottom in that order; on a wide screen the price stays beside.
 */
export function MyBookingPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const state = data.myBooking;
  // Only ever drawn with its booking (the loader answers 404 without one).
  if (!state) return <NotFoundPage theme={theme} {...props} />;
  const { view } = state;
  const look = theme.look.booking;
  const words = t.myBooking;
  const say = bookingSay(view, data.lang);
  const unit = data.site.units.find((u) => u.id === view.unitId) ?? null;
  const shared = { state, words, say, look };
  // Booking again starts from the same place, dates and party.
  const sameStay = new URLSearchParams({
    ...(unit ? { unit: unit.slug } : {}),
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    adults: String(view.adults),
    children: String(view.children),
  });
  return (
    <>
      <theme.PageHeading {...props} label={words.meta.title} title={view.reference} />
      <div className={theme.look.book.body} data-my-booking={view.state}>
        <div className="space-y-8">
          <BookingNotice {...shared} />
          <BookingStatus {...shared} bookPath={`${data.site.paths.book}?${sameStay}`} />
          <div className={GRID}>
            <StaySummary state={state} unit={unit} t={t} locale={say.locale} look={look} />
            <PriceSummary state={state} t={t} say={say} look={look} />
            <MoneyTimeline {...shared} />
            <ArrivalDetails data={data} unit={unit} t={t} look={look} />
            <CancelBooking {...shared} lang={data.lang} />
            <HostContact site={data.site} reference={view.reference} t={t} look={look} />
          </div>
        </div>
      </div>
    </>
  );
}
