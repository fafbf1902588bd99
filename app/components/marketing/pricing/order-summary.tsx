import { BadgePercent, Receipt } from "lucide-react";
import type { CheckoutContent } from "../../../../content/checkout/types.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import type { Plan } from "../../../../modules/plans/get-plan.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { CheckList } from "../check-list.tsx";

type SummaryCopy = CheckoutContent["checkout"]["summary"];

/** The order as a receipt: setup fee at the start, monthly fee afterwards, the offer if any. */
export function OrderSummary({ plan, copy }: { plan: Plan; copy: SummaryCopy }) {
  const { lang, t } = useI18n();
  const promotion = plan.promotion?.[lang];
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
        {copy.title}
      </h2>
      <p className="mt-4 font-semibold text-pine-900">{copy.planName}</p>
      <CheckList className="mt-3 space-y-2" size="sm" items={copy.included} />
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        <div className="flex items-start justify-between gap-4 py-4">
          <dt>
            <span className="block font-semibold text-pine-950">{copy.setupLabel}</span>
            <span className="block text-sm text-slate-600">{copy.setupWhen}</span>
          </dt>
          <dd className="font-display text-2xl font-semibold text-pine-950" data-testid="summary-setup-fee">
            {formatMoney(plan.setupFeeCents, plan.currency, lang)}
          </dd>
        </div>
        <div className="flex items-start justify-between gap-4 py-4">
          <dt>
            <span className="block font-semibold text-pine-950">{copy.monthlyLabel}</span>
            <span className="block text-sm text-slate-600">{copy.monthlyWhen}</span>
          </dt>
          <dd className="text-right">
            <span className="font-display text-2xl font-semibold text-pine-950" data-testid="summary-monthly-fee">
              {formatMoney(plan.monthlyFeeCents, plan.currency, lang)}
            </span>
            <span className="block text-sm text-slate-600">{t("plan.perMonth")}</span>
          </dd>
        </div>
        {promotion && (
          <div className="flex items-start justify-between gap-4 py-4">
            <dt className="flex items-center gap-2 font-semibold text-coral-700">
              <BadgePercent aria-hidden="true" className="h-5 w-5" />
              {copy.promotionLabel}
            </dt>
            <dd className="text-right font-semibold text-coral-700" data-testid="summary-promotion">
              {promotion}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{copy.vatNote}</p>
    </section>
  );
}
