import { ArrowRight, CircleAlert, Download, Wallet } from "lucide-react";
import { Link } from "react-router";
import type { MoneyDue } from "../../../../modules/payments/money-due.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { BOOKING_CALENDAR_PATH } from "../booking-calendar/calendar-paths.ts";
import { formatDay } from "../guests/guest-format.ts";
import { formatMoney } from "./format-money.ts";
import { PAYMENTS_PATH } from "./payments-paths.ts";

/**
 * The overview's card about money still to come from guests: what is overdue and what falls
 * due in the next days (how many, how much), the most pressing ones with a way to their
 * booking, and the way to the payments export for the bookkeeping.
 */
export function PaymentsCard({ due }: { due: MoneyDue }) {
  const { t, locale } = useI18n();
  const k = "dashboard.money.card";
  const money = (cents: number) => formatMoney(cents, due.currency, locale);
  const late = due.overdue.count > 0;
  return (
    <section
      aria-labelledby="payments-heading"
      data-testid="payments-card"
      className={cn(
        "mb-6 rounded-2xl p-5 shadow-sm ring-1 md:p-6",
        late ? "bg-coral-600/5 ring-coral-600/30" : "bg-white ring-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="payments-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-pine-950">
          <Wallet aria-hidden="true" className="h-6 w-6 shrink-0 text-pine-700" />
          {t(`${k}.heading`)}
        </h2>
        <Link
          to={PAYMENTS_PATH}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-pine-800 underline-offset-2 hover:underline"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t(`${k}.export`)}
        </Link>
      </div>
      <ul className="mt-2 space-y-1 text-slate-700">
        <li data-due="overdue" className={cn(late && "font-semibold text-coral-700")}>
          {late && <CircleAlert aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-2px]" />}
          {late
            ? t(`${k}.overdue`, { count: due.overdue.count, amount: money(due.overdue.cents) })
            : t(`${k}.noneOverdue`)}
        </li>
        <li data-due="soon">
          {due.dueSoon.count > 0
            ? t(`${k}.dueSoon`, { count: due.dueSoon.count, days: due.horizonDays, amount: money(due.dueSoon.cents) })
            : t(`${k}.noneDueSoon`, { days: due.horizonDays })}
        </li>
      </ul>
      {due.nearest.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-600">{t(`${k}.nearest`)}</h3>
          <ol className="mt-2 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {due.nearest.map((line) => (
              <li key={line.paymentId} data-payment={line.paymentId}>
                <Link
                  to={`${BOOKING_CALENDAR_PATH}/stays/${line.stayId}`}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-3 hover:bg-pine-50"
                >
                  <span className="min-w-0 flex-1 basis-48">
                    <span className="font-semibold break-words text-pine-900 underline decoration-pine-200 underline-offset-4">
                      {line.guestName || line.reference}
                    </span>
                    <span className="block text-sm whitespace-nowrap text-slate-600 sm:ml-2 sm:inline">
                      {line.reference} · {t(`${k}.what.${line.what}`)}
                    </span>
                  </span>
                  <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
                    {money(line.amountCents)}
                  </span>
                  <span
                    className={cn(
                      "w-full text-sm sm:w-auto",
                      line.overdue ? "font-semibold text-coral-700" : "text-slate-600",
                    )}
                  >
                    {line.overdue
                      ? t(`${k}.lateSince`, { date: formatDay(line.dueOn, locale) })
                      : t(`${k}.dueOn`, { date: formatDay(line.dueOn, locale) })}
                  </span>
                  <ArrowRight aria-hidden="true" className="hidden h-4 w-4 self-center text-pine-700 sm:block" />
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
