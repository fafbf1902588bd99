import type { ThemeStrings } from "../../strings/index.ts";
import type { BookingLook } from "../booking/booking-look.ts";
import { QUOTE_ROWS, QuoteBox } from "../booking/quote-box.tsx";
import type { MyBookingState } from "../page-data.ts";
import type { BookingSay } from "./booking-say.ts";

/**
 * What the stay costs, as it was booked: the kit's price breakdown of the stored quote in the
 * site's currency, with the booking's deposit. Where the host agreed another total (a phone
 * booking, a changed booking) the quote's lines no longer add up to it: then the agreed total
 * alone, with the deposit.
 */
export function PriceSummary({
  state,
  t,
  say,
  look,
}: {
  state: MyBookingState;
  t: ThemeStrings;
  say: BookingSay;
  look: BookingLook;
}) {
  const { view } = state;
  const { quote } = view;
  const words = t.myBooking;
  return (
    <section
      aria-labelledby="booking-price"
      data-aside
      className={`lg:sticky lg:top-8 lg:col-start-3 lg:row-span-5 lg:row-start-1 lg:self-start ${look.aside}`}
    >
      <h2 id="booking-price" className={look.heading}>
        {words.price.heading}
      </h2>
      <div className="mt-5">
        {quote && quote.totalCents === view.totalCents ? (
          <QuoteBox
            quote={{ ...quote, depositCents: view.depositCents, currency: view.currency }}
            problems={[]}
            words={t.booking}
            locale={say.locale}
            className={look.quote}
          />
        ) : (
          <div data-quote className={`${QUOTE_ROWS} ${look.quote}`}>
            <dl>
              <div data-line="total">
                <dt>{words.price.agreed}</dt>
                <dd>{say.money(view.totalCents)}</dd>
              </div>
              {view.depositCents > 0 && (
                <div data-line="deposit">
                  <dt>{t.booking.quote.deposit}</dt>
                  <dd>{say.money(view.depositCents)}</dd>
                </div>
              )}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
