import type { ReactNode } from "react";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import type { Plan } from "../../../modules/plans/get-plan.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { CheckList } from "./check-list.tsx";

/**
 * The offer as one card: monthly fee, setup fee, promises and the promotion when the plan
 * has one. Every figure comes from the plan row, so all languages show the same offer.
 */
export function PlanCard({ plan, features, action }: { plan: Plan; features: string[]; action?: ReactNode }) {
  const { lang, t } = useI18n();
  const promotion = plan.promotion?.[lang];
  return (
    <div
      className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-8 shadow-xl ring-1 ring-pine-100"
      data-testid="plan-card"
    >
      {promotion && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-coral-600 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow">
          <span className="sr-only">{t("plan.promotion")}: </span>
          {promotion}
        </p>
      )}
      <p className="flex items-baseline gap-2">
        <span className="font-display text-5xl font-semibold text-pine-950" data-testid="monthly-fee">
          {formatMoney(plan.monthlyFeeCents, plan.currency, lang)}
        </span>
        <span className="text-slate-600">{t("plan.perMonth")}</span>
      </p>
      <p className="mt-2 text-slate-600">
        + <span data-testid="setup-fee">{formatMoney(plan.setupFeeCents, plan.currency, lang)}</span> {t("plan.setup")}
      </p>
      <CheckList
        className="mt-6 space-y-3"
        items={[
          t("plan.noCommission"),
          t("plan.liveWithin", { count: plan.liveWithinDays }),
          t("plan.moneyBack", { count: plan.moneyBackDays }),
          t("plan.cancelMonthly"),
          ...features,
        ]}
      />
      {action && <div className="mt-8">{action}</div>}
      <p className="mt-4 text-center text-xs text-slate-500">{t("plan.vat")}</p>
    </div>
  );
}
