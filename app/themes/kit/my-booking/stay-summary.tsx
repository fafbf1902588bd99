import { CalendarPlus } from "lucide-react";
import { nightsBetween } from "../../../../modules/dates/stay-date.ts";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import type { BookingLook } from "../booking/booking-look.ts";
import { confirmationDate, guestsText } from "../booking/confirmation-text.ts";
import { counted } from "../booking/words.ts";
import type { MyBookingState } from "../page-data.ts";
import { Photo } from "../photo.tsx";

/**
 * The stay: the place (its cover, its kind, its name linked to its page), the nights, the
 * dates and the party, and the stay as an .ics for the guest's own calendar once it is booked.
 */
export function StaySummary({
  state,
  unit,
  t,
  locale,
  look,
}: {
  state: MyBookingState;
  unit: UnitView | null;
  t: ThemeStrings;
  locale: string;
  look: BookingLook;
}) {
  const { view, calendarPath } = state;
  const words = t.myBooking;
  const c = t.booking.confirmation;
  return (
    <section aria-labelledby="booking-stay" className={look.card}>
      <h2 id="booking-stay" className={look.heading}>
        {words.stay.heading}
      </h2>
      {unit && (
        <div className="mt-6 flex items-center gap-4 sm:gap-6">
          {unit.cover && (
            <Photo
              photo={{ ...unit.cover, alt: "" }}
              sizes="(min-width: 640px) 10rem, 7rem"
              className="block aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-[inherit] sm:w-40"
              imgClassName="h-full w-full object-cover"
            />
          )}
          <div className="min-w-0">
            <p className={look.text}>{t.unitTypes[unit.type]}</p>
            <p className="mt-1 text-lg font-semibold break-words">
              <a href={unit.path} className="underline decoration-1 underline-offset-4 hover:decoration-2">
                {unit.name}
              </a>
            </p>
            <p className={`mt-1 ${look.text}`}>
              {counted(words.stay.nights, nightsBetween(view.checkIn, view.checkOut), locale)}
            </p>
          </div>
        </div>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-3 [&_dd]:mt-0.5 [&_dd]:font-semibold [&_dt]:text-sm">
        <div>
          <dt>{c.checkIn}</dt>
          <dd>{confirmationDate(view.checkIn, locale)}</dd>
        </div>
        <div>
          <dt>{c.checkOut}</dt>
          <dd>{confirmationDate(view.checkOut, locale)}</dd>
        </div>
        <div>
          <dt>{c.guests}</dt>
          <dd>{guestsText(view.adults, view.children, c, locale)}</dd>
        </div>
      </dl>
      {view.state === "confirmed" && (
        <p className="mt-6">
          <a href={calendarPath} className={`inline-flex items-center gap-2 ${look.secondary}`}>
            <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
            {words.stay.calendar}
          </a>
        </p>
      )}
    </section>
  );
}
