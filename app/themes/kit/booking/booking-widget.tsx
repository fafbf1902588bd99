import { SITE_LOCALES } from "../../../../modules/i18n/site-languages.ts";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemePageProps } from "../page-data.ts";
import type { BookingLook } from "./booking-look.ts";
import { BookAction, StayFields } from "./stay-fields.tsx";

/** Today as a date (UTC): the earliest day the browser's own date fields offer. */
export function todayDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The booking widget of a unit (on a single-unit site's home page and on every unit's page):
 * dates, guests, a voucher and the live price, in the theme's look. The same HTML for every
 * guest, so the page stays cached: availability and prices come from the booking API once
 * the widget's script runs (app/enhance/booking, loaded when the widget comes into view).
 * Without a script it is a form that opens the booking page with the chosen dates.
 */
export function BookingWidget({
  data,
  t,
  look,
  unit,
  headingLevel = 2,
  className = "",
}: ThemePageProps & { look: BookingLook; unit: UnitView; headingLevel?: 2 | 3; className?: string }) {
  const words = t.booking;
  const locale = SITE_LOCALES[data.lang];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const clientWords = { widget: words.widget, calendar: words.calendar, quote: words.quote };
  return (
    <section
      id="book"
      aria-labelledby="booking-widget-heading"
      className={`${look.card} ${className}`}
      data-booking="widget"
      data-unit={unit.slug}
      data-lang={data.lang}
      data-locale={locale}
      data-max-guests={unit.maxGuests}
      data-words={JSON.stringify(clientWords)}
      // A theme's demo takes no bookings: the script says so instead of asking the API.
      data-closed={data.site.kind === "owner" ? undefined : words.errors.demo}
    >
      <Heading id="booking-widget-heading" className={look.heading}>
        {words.widget.heading}
      </Heading>
      <p className={`mt-2 ${look.text}`}>{words.widget.intro}</p>
      <form method="get" action={data.site.paths.book} className="mt-5 space-y-5" data-stay-form>
        <input type="hidden" name="unit" value={unit.slug} />
        <StayFields
          look={look}
          words={words}
          locale={locale}
          maxGuests={unit.maxGuests}
          values={{}}
          errors={{}}
          quote={null}
          problems={[]}
          today={todayDate()}
        />
        <BookAction look={look}>
          <button type="submit" className={`${look.form.button} w-full`}>
            {words.widget.submit}
          </button>
        </BookAction>
      </form>
    </section>
  );
}
