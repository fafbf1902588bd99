import { refundSentence } from "./cancel-booking.tsx";
import type { MyBookingPartProps } from "./part-props.ts";

/**
 * Why the last action was refused, first on the page (and focused by the site's script): the
 * refund changed (with the new amount, to confirm again), the booking can no longer be
 * cancelled, or paying online is not possible now.
 */
export function BookingNotice({ state, words, say, look }: MyBookingPartProps) {
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
