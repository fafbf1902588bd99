import { Link } from "react-router";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import type {
  AdminSubscriptionSummary,
  SubscriptionFigures,
} from "../../../modules/subscriptions/admin-subscriptions.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formatShortDay } from "./format.ts";
import { SubscriptionStateBadge } from "./subscription-state-badge.tsx";

/** One owner's subscription in the owners list: its state, the next payment or its end, and the way to its page. */
export function OwnerSubscription({
  owner,
  subscription,
}: {
  owner: { id: string; name: string };
  subscription: AdminSubscriptionSummary | null;
}) {
  const { t, lang } = useI18n();
  return (
    <div className="space-y-1">
      {subscription ? (
        <SubscriptionStateBadge state={subscription.state} />
      ) : (
        <span className="text-slate-700">{t("admin.billing.owners.none")}</span>
      )}
      {subscription?.next && (
        <p className="text-sm text-slate-700">
          {t("admin.billing.owners.next", {
            amount: formatMoney(subscription.next.amountCents, "EUR", lang),
            date: formatShortDay(subscription.next.on, lang),
          })}
        </p>
      )}
      {subscription?.endsOn && (
        <p className="text-sm text-slate-700">
          {t("admin.billing.owners.endsOn", { date: formatShortDay(subscription.endsOn, lang) })}
        </p>
      )}
      {subscription && (
        <Link
          to={`/admin/owners/${owner.id}`}
          aria-label={t("admin.billing.owners.manageOf", { name: owner.name })}
          className="block text-sm font-semibold text-pine-700 underline underline-offset-2"
        >
          {t("admin.billing.owners.manage")}
        </Link>
      )}
    </div>
  );
}

/** The figures above the owners list: subscriptions by state and the monthly recurring revenue. */
export function SubscriptionFiguresPanel({ figures }: { figures: SubscriptionFigures }) {
  const { t, lang } = useI18n();
  const cards = [
    {
      label: t("admin.billing.owners.active"),
      value: String(figures.active),
      hint:
        figures.trialing > 0
          ? t("admin.billing.owners.activeHint", { count: figures.trialing })
          : t("admin.billing.owners.activeHintPaid"),
    },
    {
      label: t("admin.billing.owners.pastDue"),
      value: String(figures.pastDue),
      hint: t("admin.billing.owners.pastDueHint"),
    },
    {
      label: t("admin.billing.owners.suspended"),
      value: String(figures.suspended),
      hint: t("admin.billing.owners.suspendedHint"),
    },
    {
      label: t("admin.billing.owners.cancelled"),
      value: String(figures.cancelled),
      hint: t("admin.billing.owners.cancelledHint"),
    },
    {
      label: t("admin.billing.owners.mrr"),
      value: formatMoney(figures.monthlyRecurringCents, "EUR", lang),
      hint: t("admin.billing.owners.mrrHint"),
      wide: true,
    },
  ];
  return (
    <section aria-labelledby="subscription-figures" className="mb-8">
      <h2 id="subscription-figures" className="mb-3 font-display text-xl font-semibold text-pine-950">
        {t("admin.billing.owners.figuresHeading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.label}
            className={`rounded-2xl border border-sand-200 bg-white p-4 shadow-sm ${"wide" in card ? "col-span-2 md:col-span-1" : ""}`}
          >
            <dt className="font-semibold text-pine-950">{card.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-pine-950">{card.value}</dd>
            <dd className="mt-1 text-sm text-slate-700">{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
