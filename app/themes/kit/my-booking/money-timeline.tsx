import {
  CircleAlert,
  CircleCheck,
  CircleSlash,
  Clock,
  FlaskConical,
  HandCoins,
  Lock,
  LockOpen,
  type LucideIcon,
  Undo2,
} from "lucide-react";
import type { MoneyLine } from "../../../../modules/payments/guest-booking.ts";
import { moneyLineText } from "./money-line-text.ts";
import type { MyBookingPartProps } from "./part-props.ts";

const ICONS: Record<MoneyLine["kind"], LucideIcon> = {
  paid: CircleCheck,
  due: Clock,
  held: Lock,
  released: LockOpen,
  kept: HandCoins,
  refunded: Undo2,
  failed: CircleAlert,
  cancelled: CircleSlash,
};

/**
 * The lines in the order they happen: what happened by its day, what is due by its day (a
 * first payment and a balance made together come in either order), what has no day last.
 */
function inTime(lines: MoneyLine[]): MoneyLine[] {
  const when = (line: MoneyLine) => line.at ?? "~";
  return [...lines].sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0));
}

/** One line: its mark, what it is for and the amount, what happened and when; "pay it here" after a failed payment. */
function Line({ line, state, words, say, look }: MyBookingPartProps & { line: MoneyLine }) {
  const Icon = ICONS[line.kind];
  const text = moneyLineText(line, words.timeline, say);
  const payHere = line.kind === "failed" && line.what !== "refund" && state.view.canPay;
  return (
    <li
      data-line={line.kind}
      className="relative flex gap-4 pb-6 last:pb-0 before:absolute before:top-10 before:bottom-1 before:left-[1.125rem] before:w-px before:bg-current/20 last:before:hidden"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-current/20">
        <Icon
          aria-hidden="true"
          className={`size-[1.125rem] ${line.kind === "paid" || line.kind === "failed" ? "text-(--accent)" : ""}`}
        />
      </span>
      <div className="min-w-0 flex-1 pt-1.5">
        <p className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="font-semibold">{text.title}</span>
          <span className={`font-semibold tabular-nums ${line.kind === "cancelled" ? "line-through" : ""}`}>
            {text.amount}
          </span>
        </p>
        {text.detail && <p className={`mt-0.5 ${look.text}`}>{text.detail}</p>}
        {text.reason && <p className="mt-1 break-words">{text.reason}</p>}
        {payHere && (
          <p className="mt-2">
            <a href={state.payPath} className={look.secondary}>
              {words.timeline.payHere}
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The booking's money, as it happened and is still to come: each payment, what is due and
 * when, the deposit held, released or kept (with the host's reason), refunds, a failed payment
 * to pay again here; what has been paid so far; a note where the test provider took it.
 */
export function MoneyTimeline({ state, words, say, look }: MyBookingPartProps) {
  const { view } = state;
  return (
    <section aria-labelledby="booking-payments" className={look.card}>
      <h2 id="booking-payments" className={look.heading}>
        {words.timeline.heading}
      </h2>
      {view.testPayments && (
        <p className="mt-5 flex items-start gap-3 rounded-[inherit] border border-dashed border-current/40 p-4 text-sm">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {words.testPayments}
        </p>
      )}
      {view.timeline.length > 0 ? (
        <ol className="mt-6">
          {inTime(view.timeline).map((line) => (
            <Line key={`${line.id}-${line.kind}`} line={line} state={state} words={words} say={say} look={look} />
          ))}
        </ol>
      ) : (
        <p className={`mt-4 ${look.text}`}>{words.timeline.empty}</p>
      )}
      {view.paidCents > 0 && (
        <p className="mt-6 flex items-baseline justify-between gap-4 border-t border-current/20 pt-4 font-semibold">
          <span>{words.timeline.paidSoFar}</span>
          <span className="tabular-nums">{say.money(view.paidCents)}</span>
        </p>
      )}
    </section>
  );
}
