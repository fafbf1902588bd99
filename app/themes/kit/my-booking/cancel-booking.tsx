import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { GuestBookingView } from "../../../../modules/payments/guest-booking.ts";
import type { MyBookingStrings } from "../../strings/my-booking/types.ts";
import { policyText } from "../booking/stay-text.ts";
import { fillIn } from "../booking/words.ts";
import type { BookingSay } from "./booking-say.ts";
import type { MyBookingPartProps } from "./part-props.ts";

/** What cancelling now gives back, out of what was paid: "If you cancel now, you get € 174 back." */
export function refundSentence(view: GuestBookingView, words: MyBookingStrings, say: BookingSay): string {
  const refund = view.cancellation?.refundCents ?? 0;
  if (refund > 0) return fillIn(words.cancel.refund, { amount: say.money(refund) });
  return view.paidCents > 0 ? words.cancel.noRefund : words.cancel.nothingPaid;
}

/**
 * Cancelling a confirmed booking: the policy it was booked under in words, the refund it
 * gives now, and behind a disclosure the form that cancels (posted to this page with the
 * refund shown, so a refund that changed meanwhile is shown again instead of given). Open
 * at once after such a change.
 */
export function CancelBooking({ state, words, say, look, lang }: MyBookingPartProps & { lang: SiteLang }) {
  const { view, notice } = state;
  const { cancellation } = view;
  if (!cancellation) return null;
  const policy = policyText(cancellation.policy, lang);
  return (
    <section aria-labelledby="booking-cancel" className={look.card}>
      <h2 id="booking-cancel" className={look.heading}>
        {words.cancel.heading}
      </h2>
      <h3 className="mt-5 font-semibold">{fillIn(words.cancel.policy, { name: policy.name })}</h3>
      <p className={`mt-1 ${look.text}`}>{policy.text}</p>
      <p className="mt-4 font-semibold" data-refund={cancellation.refundCents}>
        {refundSentence(view, words, say)}
      </p>
      <details className="mt-5" open={notice === "refund_changed"}>
        <summary className={`inline-block ${look.secondary}`}>{words.cancel.open}</summary>
        <form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="refund" value={cancellation.refundCents} />
          <p className={look.text}>
            {words.cancel.warning}
            {cancellation.refundCents > 0 && ` ${words.cancel.refundWay}`}
          </p>
          <button type="submit" className={look.form.button}>
            {words.cancel.confirm}
          </button>
        </form>
      </details>
    </section>
  );
}
