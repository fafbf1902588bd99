import { BadgePercent, Receipt } from "lucide-react";
import type { CheckoutContent } from "../../../../content/checkout/types.ts";
import { fillIn } from "../../../../modules/i18n/fill-in.ts";
import { LOCALES } from "../../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import type { Plan } from "../../../../modules/plans/get-plan.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { CheckList } from "../check-list.tsx";

type Copy = CheckoutContent["checkout"];
/** Today's payment before VAT, and with the seller's VAT (null until the seller's details are entered). */
export type SummaryAmounts = {
  subtotalCents: number;
  domestic: { sellerCountry: string; rateBasisPoints: number; totalCents: number } | null;
};

/**
 * The order as a receipt, from the plan row: the setup fee, the first month (free where
 * the plan offers that), the monthly fee after it, any offer, and what today comes to
 * before VAT and with it for each kind of buyer.
 */
export function OrderSummary({ plan, copy, amounts }: { plan: Plan; copy: Copy; amounts: SummaryAmounts }) {
  const { lang, t } = useI18n();
  const money = (cents: number) => formatMoney(cents, plan.currency, lang);
  const summary = copy.summary;
  const promotion = plan.promotion?.[lang];
  const rate = amounts.domestic
    ? new Intl.NumberFormat(LOCALES[lang]).format(amounts.domestic.rateBasisPoints / 100)
    : null;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-pine-100 md:p-8"
      data-testid="order-summary"
    >
      <h2
        id="order-summary-title"
        className="flex items-center gap-3 font-display text-2xl font-semibold text-pine-950"
      >
        <Receipt aria-hidden="true" className="h-6 w-6 text-pine-700" />
        {summary.title}
      </h2>
      <p className="mt-4 font-semibold text-pine-900">{summary.planName}</p>
      <CheckList className="mt-3 space-y-2" size="sm" items={summary.included} />
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        <Line label={summary.setupLabel} when={summary.setupWhen} testId="summary-setup-fee">
          {money(plan.setupFeeCents)}
        </Line>
        {plan.freeFirstMonth && (
          <Line label={summary.firstMonthLabel} testId="summary-first-month">
            {summary.firstMonthFree}
          </Line>
        )}
        <Line
          label={summary.monthlyLabel}
          when={plan.freeFirstMonth ? summary.monthlyWhenFreeFirstMonth : summary.monthlyWhen}
          testId="summary-monthly-fee"
          unit={t("plan.perMonth")}
        >
          {money(plan.monthlyFeeCents)}
        </Line>
        {promotion && (
          <div className="flex items-start justify-between gap-4 py-4">
            <dt className="flex items-center gap-2 font-semibold text-coral-700">
              <BadgePercent aria-hidden="true" className="h-5 w-5" />
              {summary.promotionLabel}
            </dt>
            <dd className="text-right font-semibold text-coral-700" data-testid="summary-promotion">
              {promotion}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-4 font-semibold text-pine-950" data-testid="summary-today">
        {fillIn(summary.todayLabel, { amount: money(amounts.subtotalCents) })}
      </p>
      <div
        className="mt-3 rounded-2xl bg-sand-50 p-4 text-sm text-slate-700 ring-1 ring-sand-200"
        data-testid="summary-vat"
      >
        <p className="font-semibold text-pine-950">{copy.vat.title}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {amounts.domestic && rate !== null && (
            <li>{fillIn(copy.vat.domestic, { rate, amount: money(amounts.domestic.totalCents) })}</li>
          )}
          <li>{copy.vat.reverseCharge}</li>
          <li>{copy.vat.outsideEu}</li>
        </ul>
      </div>
    </section>
  );
}

function Line({
  label,
  when,
  unit,
  testId,
  children,
}: {
  label: string;
  when?: string;
  unit?: string;
  testId: string;
  children: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <dt>
        <span className="block font-semibold text-pine-950">{label}</span>
        {when && <span className="block text-sm text-slate-600">{when}</span>}
      </dt>
      <dd className="shrink-0 text-right">
        <span className="font-display text-2xl font-semibold text-pine-950" data-testid={testId}>
          {children}
        </span>
        {unit && <span className="block text-sm text-slate-600">{unit}</span>}
      </dd>
    </div>
  );
}
