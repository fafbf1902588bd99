import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { addDays, type StayDate } from "../../../../modules/dates/stay-date.ts";
import { paymentSchedule } from "../../../../modules/payments/payment-schedule.ts";
import type { RatePlan } from "../../../../modules/pricing/rate-plan-choices.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";

const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/**
 * When the example stay, booked today, is paid (by the same schedule a booking gets) and how
 * its security deposit is taken and comes back.
 */
export function ExamplePayments({
  plan,
  stay,
  money,
}: {
  plan: Pick<RatePlan, "paymentTerms" | "depositCollection" | "depositReturnDays">;
  stay: { checkIn: StayDate; checkOut: StayDate; today: StayDate; totalCents: number; depositCents: number };
  money: (cents: number) => string;
}) {
  const { t, locale } = useI18n();
  const date = (day: StayDate) => formatStayDate(day, locale, SHORT_DATE);
  const parts =
    stay.totalCents > 0
      ? paymentSchedule(plan.paymentTerms, { totalCents: stay.totalCents, checkIn: stay.checkIn, bookedOn: stay.today })
      : [];
  const balance = parts.find((part) => part.due !== "at_booking")?.due;
  const terms = plan.paymentTerms;
  // A split the stay is too close for: the days of its window, to say why everything is due at once.
  const windowDays = terms.kind === "split" && parts.length === 1 ? terms.balanceDaysBefore : null;
  const until = date(addDays(stay.checkOut, plan.depositReturnDays));
  const depositHow =
    plan.depositCollection === "owner"
      ? t("dashboard.pricing.example.depositHow.owner")
      : plan.depositCollection === "hold"
        ? t("dashboard.pricing.example.depositHow.hold", { from: date(addDays(stay.checkIn, -1)), until })
        : balance
          ? t("dashboard.pricing.example.depositHow.paymentWithBalance", { date: date(balance), until })
          : t("dashboard.pricing.example.depositHow.paymentAtBooking", { until });

  return (
    <div data-testid="example-payments" className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm">
      {parts.length > 0 && (
        <dl className="space-y-2">
          {parts.map((part) => (
            <div key={part.number} className="flex justify-between gap-4">
              <dt className="text-slate-700">
                {part.due === "at_booking"
                  ? t("dashboard.pricing.example.dueAtBooking")
                  : t("dashboard.pricing.example.balanceOn", { date: date(part.due) })}
              </dt>
              <dd className="shrink-0 tabular-nums text-ink">{money(part.amountCents)}</dd>
            </div>
          ))}
        </dl>
      )}
      {windowDays !== null && (
        <p className="text-slate-600">{t("dashboard.pricing.example.allAtOnce", { count: windowDays })}</p>
      )}
      {stay.depositCents > 0 && (
        <>
          <dl>
            <div className="flex justify-between gap-4 pt-1 text-slate-700">
              <dt>{t("dashboard.pricing.example.deposit")}</dt>
              <dd className="shrink-0 tabular-nums text-ink">{money(stay.depositCents)}</dd>
            </div>
          </dl>
          <p className="text-slate-600">{depositHow}</p>
        </>
      )}
    </div>
  );
}
