import { CircleAlert, CircleCheck } from "lucide-react";
import { LOCALES } from "../../../modules/i18n/languages.ts";
import type {
  MoneySide,
  ReconciliationDifference,
} from "../../../modules/payments/reconciliation/reconciliation-difference.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formatMoney } from "../dashboard/money/format-money.ts";
import { formatDateTime } from "./format.ts";
import { Panel } from "./page-header.tsx";

/** What the page needs of the last run (modules/payments/reconciliation/reconcile-payments.ts). */
export type ReconciliationView = {
  startedAt: Date | string;
  accountsChecked: number;
  accountsFailed: number;
  settledCount: number;
  differenceCount: number;
  differences: ReconciliationDifference[];
};

/** The last nightly comparison of the providers' payments with the ledger: when, how much, and each difference. */
export function PaymentReconciliationPanel({ run }: { run: ReconciliationView | null }) {
  const { t, lang } = useI18n();
  const figures = run
    ? ([
        ["accounts", run.accountsChecked],
        ["failed", run.accountsFailed],
        ["differences", run.differenceCount],
        ["settled", run.settledCount],
      ] as const)
    : [];
  return (
    <Panel className="mt-6">
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.reconciliation.heading")}</h2>
      <p className="mt-2 text-sm text-slate-700">{t("admin.payments.reconciliation.intro")}</p>
      {!run ? (
        <p className="mt-4 text-slate-800">{t("admin.payments.reconciliation.never")}</p>
      ) : (
        <>
          <p className="mt-4 text-slate-800">
            {t("admin.payments.reconciliation.lastRun", { time: formatDateTime(run.startedAt, lang) })}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-sm text-slate-700">{t(`admin.payments.reconciliation.${key}`)}</dt>
                <dd className="font-display text-2xl font-semibold text-pine-950">{value}</dd>
              </div>
            ))}
          </dl>
          {run.differenceCount === 0 ? (
            <p className="mt-4 flex gap-2 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
              {t("admin.payments.reconciliation.allMatched")}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
              {run.differences.map((difference, i) => (
                <DifferenceItem
                  key={`${difference.siteId}-${difference.providerPaymentId ?? i}-${difference.kind}`}
                  difference={difference}
                />
              ))}
            </ul>
          )}
          {run.differenceCount > run.differences.length && (
            <p className="mt-3 text-sm text-slate-700">
              {t("admin.payments.reconciliation.more", { count: run.differenceCount - run.differences.length })}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}

function DifferenceItem({ difference }: { difference: ReconciliationDifference }) {
  const { t, lang } = useI18n();
  const side = (key: "ledger" | "provider", money: MoneySide) =>
    t(`admin.payments.reconciliation.${key}`, {
      state: t(`admin.payments.reconciliation.states.${money.state}`),
      amount: formatMoney(money.amountCents, money.currency, LOCALES[lang]),
    });
  return (
    <li className="flex gap-2 py-3">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-700" />
      <div className="min-w-0">
        <p className="font-semibold text-pine-950">{t(`admin.payments.reconciliation.kinds.${difference.kind}`)}</p>
        <p className="text-sm text-slate-800">
          {difference.site} · <span className="capitalize">{difference.provider}</span>
        </p>
        {difference.kind !== "account_failed" && (
          <p className="text-sm text-slate-800">
            {difference.stayReference ?? (difference.stayId ? null : t("admin.payments.reconciliation.noStay"))}
            {(difference.stayReference || !difference.stayId) && difference.providerPaymentId ? " · " : null}
            {difference.providerPaymentId && <code className="break-all text-ink">{difference.providerPaymentId}</code>}
          </p>
        )}
        {(difference.ledger || difference.atProvider) && (
          <p className="text-sm text-slate-700">
            {[
              difference.ledger ? side("ledger", difference.ledger) : null,
              difference.atProvider ? side("provider", difference.atProvider) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
        {difference.error && (
          <p className="text-sm break-words text-slate-700">
            {t("admin.payments.reconciliation.error", { error: difference.error })}
          </p>
        )}
      </div>
    </li>
  );
}
