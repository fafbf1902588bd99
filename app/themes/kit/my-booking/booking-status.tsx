import { CalendarX, CircleCheck, CircleX, Clock, CreditCard, Hourglass, type LucideIcon } from "lucide-react";
import type { GuestBookingView } from "../../../../modules/payments/guest-booking.ts";
import { fillIn } from "../booking/words.ts";
import { BankTransferOption } from "./bank-transfer-option.tsx";
import type { MyBookingPartProps } from "./part-props.ts";

const ICONS: Record<GuestBookingView["state"], LucideIcon> = {
  awaiting_payment: Hourglass,
  request: Clock,
  confirmed: CircleCheck,
  cancelled: CircleX,
  declined: CircleX,
  expired: CalendarX,
};

/** "Pay € 174 now" to the provider's page, with what is due by when and what happens after. */
function PayNow({ state, words, say, look }: MyBookingPartProps) {
  const { view, payPath } = state;
  if (!view.canPay || !view.nextDue) return null;
  const amount = say.money(view.nextDue.amountCents);
  const first = view.state === "awaiting_payment";
  const { dueOn } = view.nextDue;
  return (
    <div className="mt-6 space-y-3">
      {!first && (
        <p className="font-semibold">
          {dueOn ? fillIn(words.pay.due, { amount, date: say.day(dueOn) }) : fillIn(words.pay.dueNow, { amount })}
        </p>
      )}
      <p>
        <a href={payPath} className={look.form.button} data-pay-now>
          {/* Its own row: not every theme's button sets its content apart. */}
          <span className="inline-flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 shrink-0" />
            {fillIn(words.pay.button, { amount })}
          </span>
        </a>
      </p>
      <p className={`max-w-2xl ${look.text}`}>{first ? words.pay.nextFirst : words.pay.nextLater}</p>
    </div>
  );
}

/**
 * Where the booking stands, in a sentence the guest understands (a hold's end on the
 * property's clock, its zone named), and what to do now: pay what is due, or book again.
 */
export function BookingStatus({ state, words, say, look, bookPath }: MyBookingPartProps & { bookPath: string }) {
  const { view } = state;
  const Icon = ICONS[view.state];
  const { title, body } = words.states[view.state];
  const until = view.holdExpiresAt ? say.moment(view.holdExpiresAt) : "";
  return (
    <section aria-labelledby="booking-state" data-state={view.state} className={look.confirmation}>
      <h2 id="booking-state" className={`flex items-center gap-3 ${look.heading}`}>
        <Icon aria-hidden="true" className="size-7 shrink-0 text-(--accent)" />
        {title}
      </h2>
      <p className="mt-3 max-w-2xl">
        {fillIn(body, { until })}
        {view.settled && view.paidCents > 0 && ` ${words.paidInFull}`}
      </p>
      <PayNow state={state} words={words} say={say} look={look} />
      <BankTransferOption state={state} words={words} say={say} look={look} />
      {(view.state === "expired" || view.state === "declined") && (
        <p className="mt-6">
          <a href={bookPath} className={look.form.button}>
            {words.bookAgain}
          </a>
        </p>
      )}
    </section>
  );
}
