import { FileText, TriangleAlert } from "lucide-react";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import type { BillingOverview } from "../../../../modules/subscriptions/billing-overview.ts";
import type { MethodChangeOutcome } from "../../../../modules/subscriptions/change-payment-method.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CheckboxField } from "../../forms/fields.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
import { formatMoney } from "../money/format-money.ts";
import { AccountForm } from "./account-form.tsx";
import type { AccountActionData } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

/** Where an invoice's PDF is served to its owner (app/routes/dashboard/account/invoice-pdf.ts). */
export function invoicePdfPath(number: string): string {
  return `/dashboard/account/invoices/${encodeURIComponent(number)}.pdf`;
}

const TONES = {
  none: "slate",
  pending: "amber",
  trialing: "green",
  active: "green",
  past_due: "amber",
  suspended: "coral",
  cancelled: "slate",
} as const;

/**
 * The account page's billing section (issue 17 §2): the plan, the next payment and method,
 * what is due after a failed renewal with a way to pay it, the invoices as PDFs, and
 * cancelling, which says before confirming whether the money comes back now (within the
 * money-back days) or the subscription ends with the paid period.
 */
export function BillingSection({
  billing,
  methodChange,
  answer,
}: {
  billing: BillingOverview | null;
  /** A change of the payment method the owner just came back from (change-payment-method.ts). */
  methodChange: MethodChangeOutcome;
  answer: AccountActionData | undefined;
}) {
  const { t, lang, locale } = useI18n();
  const money = (cents: number) => formatMoney(cents, "EUR", locale);
  const day = (date: string) => formatStayDate(date, locale, { day: "numeric", month: "long", year: "numeric" });
  const state = billing?.state ?? "none";
  const checkout = pagePath("checkout", lang);
  return (
    <AccountSection
      id="billing"
      title={t("dashboard.billing.heading")}
      intro={t("dashboard.billing.intro")}
      aside={<Badge tone={TONES[state]}>{t(`dashboard.billing.state.${state}`)}</Badge>}
    >
      {!billing || billing.state === "pending" || billing.state === "cancelled" ? (
        <div className="space-y-4">
          <p className="text-slate-700">
            {t(
              billing?.state === "pending"
                ? "dashboard.billing.pending"
                : billing?.state === "cancelled"
                  ? "dashboard.billing.cancelled"
                  : "dashboard.billing.none",
            )}
          </p>
          <a href={checkout} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
            {t(
              !billing
                ? "dashboard.billing.subscribe"
                : billing.state === "pending"
                  ? "dashboard.billing.finishCheckout"
                  : "dashboard.billing.subscribeAgain",
            )}
          </a>
        </div>
      ) : (
        <div className="space-y-6">
          {billing.dueCents !== null && (
            <div className="flex gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" role="status">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
              <div className="space-y-3">
                <p className="text-amber-950">
                  {billing.state === "suspended"
                    ? t("dashboard.billing.suspended", { amount: money(billing.dueCents) })
                    : t("dashboard.billing.pastDue", {
                        amount: money(billing.dueCents),
                        date: billing.suspendOn ? day(billing.suspendOn) : "",
                      })}
                </p>
                <AccountForm
                  id="billing-pay"
                  intent="billing-pay"
                  answer={answer}
                  labels={{}}
                  tone="primary"
                  submitLabel={t("dashboard.billing.payNow", { amount: money(billing.dueCents) })}
                  pendingLabel={t("dashboard.billing.paying")}
                />
              </div>
            </div>
          )}
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <Fact term={t("dashboard.billing.plan")}>
              {t("dashboard.billing.planValue", {
                setup: money(billing.setupFeeCents),
                monthly: money(billing.monthlyFeeCents),
              })}
            </Fact>
            {billing.next && (
              <Fact term={t("dashboard.billing.nextPayment")}>
                {t("dashboard.billing.nextPaymentValue", {
                  amount: money(billing.next.amountCents),
                  date: day(billing.next.on),
                })}
              </Fact>
            )}
            {billing.paidUntil && <Fact term={t("dashboard.billing.paidUntil")}>{day(billing.paidUntil)}</Fact>}
            {billing.method && (
              <Fact term={t("dashboard.billing.method")}>
                {t(`dashboard.money.methods.${billing.method}`, { defaultValue: billing.method })}
              </Fact>
            )}
            {billing.cancel.kind === "refund_now" && billing.moneyBackLastDay && (
              <Fact term={t("dashboard.billing.moneyBack")}>{day(billing.moneyBackLastDay)}</Fact>
            )}
          </dl>
          {(methodChange === "saved" || methodChange === "failed") && (
            <p
              role="status"
              className={
                methodChange === "saved"
                  ? "rounded-xl bg-pine-50 p-4 text-pine-950 ring-1 ring-pine-200"
                  : "rounded-xl bg-sand-50 p-4 text-slate-800 ring-1 ring-sand-200"
              }
            >
              {t(methodChange === "saved" ? "dashboard.billing.methodSaved" : "dashboard.billing.methodNotChanged")}
            </p>
          )}
          {billing.method && !billing.cancelAtPeriodEnd && (
            <div className="space-y-3">
              <p className="max-w-2xl text-sm text-slate-600">
                {t(billing.dueCents === null ? "dashboard.billing.methodHint" : "dashboard.billing.methodHintDue")}
              </p>
              <AccountForm
                id="billing-method"
                intent="billing-method"
                answer={answer}
                labels={{}}
                submitLabel={t("dashboard.billing.changeMethod")}
                pendingLabel={t("dashboard.billing.paying")}
              />
            </div>
          )}
          {billing.cancelAtPeriodEnd && billing.paidUntil && (
            <p className="rounded-xl bg-sand-50 p-4 text-slate-800 ring-1 ring-sand-200">
              {t("dashboard.billing.ending", { date: day(billing.paidUntil) })}
            </p>
          )}
        </div>
      )}

      {billing && (
        <div className="mt-8">
          <h3 className="font-display text-lg font-semibold text-pine-950">{t("dashboard.billing.invoices")}</h3>
          {billing.invoices.length === 0 ? (
            <p className="mt-2 text-slate-600">{t("dashboard.billing.noInvoices")}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t("dashboard.billing.invoiceNumber")}
                    </th>
                    <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                      {t("dashboard.billing.invoiceDate")}
                    </th>
                    <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                      {t("dashboard.billing.invoiceKind")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("dashboard.billing.invoiceAmount")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {billing.invoices.map((invoice) => (
                    <tr key={invoice.number} className="align-top">
                      <td className="py-2 pr-4">
                        <a
                          href={invoicePdfPath(invoice.number)}
                          className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-pine-700 underline-offset-4 hover:underline"
                          aria-label={t("dashboard.billing.download", { number: invoice.number })}
                        >
                          <FileText aria-hidden="true" className="h-4 w-4" />
                          {invoice.number}
                        </a>
                        {/* Phones: the type and date under the number, not columns that make the table scroll. */}
                        <span className="block text-slate-600 sm:hidden">
                          {t(`dashboard.billing.kind.${invoice.kind}`)} · {day(invoice.issuedOn)}
                        </span>
                      </td>
                      <td className="hidden py-2 pr-4 text-slate-700 sm:table-cell">{day(invoice.issuedOn)}</td>
                      <td className="hidden py-2 pr-4 text-slate-700 sm:table-cell">
                        {t(`dashboard.billing.kind.${invoice.kind}`)}
                      </td>
                      <td className="py-2 text-right tabular-nums text-slate-900">{money(invoice.totalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}

      {billing && billing.cancel.kind !== "nothing" && (
        <div className="mt-8 border-t border-slate-100 pt-6">
          <h3 className="font-display text-lg font-semibold text-pine-950">{t("dashboard.billing.cancelHeading")}</h3>
          <p className="mt-2 max-w-2xl text-slate-700">
            {billing.cancel.kind === "refund_now"
              ? t("dashboard.billing.cancelRefund", { amount: money(billing.cancel.refundCents) })
              : t("dashboard.billing.cancelAtEnd", {
                  date: day(billing.paidUntil ?? billing.cancel.endsOn),
                })}
          </p>
          <div className="mt-4">
            <AccountForm
              id="billing-cancel"
              intent="billing-cancel"
              answer={answer}
              labels={{ confirm: t("dashboard.billing.cancelConfirm") }}
              hidden={{ expected: billing.cancel.kind }}
              submitLabel={t("dashboard.billing.cancelSubmit")}
              pendingLabel={t("dashboard.billing.cancelling")}
            >
              <CheckboxField name="confirm" label={t("dashboard.billing.cancelConfirm")} />
            </AccountForm>
          </div>
        </div>
      )}
    </AccountSection>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
