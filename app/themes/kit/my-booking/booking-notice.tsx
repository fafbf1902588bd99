import type { MyBookingStrings } from "../../strings/my-booking/types.ts";
import type { BookingLook } from "../booking/booking-look.ts";
import type { MyBookingState } from "../page-data.ts";
import type { BookingSay } from "./booking-say.ts";
import { refundSentence } from "./cancel-booking.tsx";

/**
 * Why the last action was refused, first on the page (and focused by the site's script): the
 * refund changed (with the new amount, to confirm again), the booking can no longer be
 * cancelled, or paying online is not possible now.
 */
export function BookingNotice({
  state,
  words,
  say,
  look,
}: {
  state: MyBookingState;
  words: MyBookingStrings;
  say: BookingSay;
  look: BookingLook;
}) {
  const { notice, view } = state;
  if (!notice) return null;
  const text =
    notice === "refund_changed" && view.cancellation
      ? [words.notices.refund_changed, refundSentence(view, words, say), words.notices.confirmAgain].join(" ")
      : notice === "refund_changed"
        ? words.notices.not_cancellable
        : words.notices[notice];
  return (
    <div role="alert" tabIndex={-1} data-focus-on-load data-notice={notice} className={look.form.summary}>
      <p>{text}</p>
    </div>
  );
}
