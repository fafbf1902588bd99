import { ArrowLeft, FileText } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { adminOwnerBilling } from "../../../modules/subscriptions/admin-subscriptions.ts";
import { cancelSubscriptionNow } from "../../../modules/subscriptions/cancel-subscription.ts";
import { EXTEND_DAYS } from "../../../modules/subscriptions/extend-days.ts";
import { extendSubscription } from "../../../modules/subscriptions/extend-subscription.ts";
import { refundLastCharge } from "../../../modules/subscriptions/refund-last-charge.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ConfirmAction } from "../../components/admin/confirm-action.tsx";
import { formatShortDay } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState, Panel } from "../../components/admin/page-header.tsx";
import { SubscriptionStateBadge } from "../../components/admin/subscription-state-badge.tsx";
import { type Feedback, useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { FieldKitProvider, TextField } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/owner-billing";
import { adminRequest, answer, formText } from "./access.server.ts";
import { ownerOfPage } from "./owner-billing.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, t, lang } = await adminRequest(request, context);
  const owner = await ownerOfPage(db, params.ownerId);
  const billing = await adminOwnerBilling(db, owner.id);
  return { title: t("admin.billing.owner.title", { name: owner.name }), owner, billing, lang };
}

type OwnerBillingAnswer = Feedback & { errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, t, lang, user, payments } = await adminRequest(request, context);
  const owner = await ownerOfPage(db, params.ownerId);
  const form = await readForm(request, { maxBytes: formLimit(50), lang });
  const intent = formText(form, "intent");
  const money = (cents: number) => formatMoney(cents, "EUR", lang);
  const input = { userId: owner.id, actorId: user.id };
  if (intent === "refund") {
    const done = await refundLastCharge(db, payments, input);
    if (done.ok)
      return answer<OwnerBillingAnswer>({
        ok: true,
        message: t("admin.billing.owner.refunded", { amount: money(done.refundedCents) }),
      });
    if (done.code === "refund_failed")
      return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.refundFailed") }, 502);
    return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.nothingToRefund") }, 409);
  }
  if (intent === "cancel") {
    const refund = formText(form, "refund");
    if (refund !== "yes" && refund !== "no")
      return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.invalidAction") }, 400);
    const done = await cancelSubscriptionNow(db, payments, { ...input, refund: refund === "yes" });
    if (!done.ok)
      return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.nothingToCancel") }, 409);
    if (done.refundFailed)
      return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.cancelledRefundFailed") }, 502);
    return answer<OwnerBillingAnswer>({
      ok: true,
      message:
        done.refundedCents > 0
          ? t("admin.billing.owner.cancelledRefunded", { amount: money(done.refundedCents) })
          : t("admin.billing.owner.cancelled"),
    });
  }
  if (intent === "extend") {
    const typed = formText(form, "days").trim();
    const days = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    const done = await extendSubscription(db, { ...input, days });
    if (done.ok) {
      return answer<OwnerBillingAnswer>({
        ok: true,
        message: t("admin.billing.owner.extended", { date: formatShortDay(done.periodEnd, lang) }),
        values: { days: "" },
      });
    }
    if (done.code === "days") {
      const message = t("admin.billing.errors.range", EXTEND_DAYS);
      return answer<OwnerBillingAnswer>(
        { ok: false, message, errors: { days: message }, values: { days: typed.slice(0, 12) } },
        422,
      );
    }
    return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.extendNotRunning") }, 409);
  }
  return answer<OwnerBillingAnswer>({ ok: false, message: t("admin.billing.owner.invalidAction") }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminOwnerBilling({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { owner, billing } = loaderData;
  const money = (cents: number) => formatMoney(cents, "EUR", lang);
  return (
    <>
      <Link
        to="/admin/owners"
        className="mb-4 inline-flex items-center gap-1.5 font-semibold text-pine-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("admin.billing.owner.back")}
      </Link>
      <AdminPageHeader title={t("admin.billing.owner.title", { name: owner.name })} intro={owner.email} />
      {!billing ? (
        <EmptyState title={t("admin.billing.owner.notSubscribed")} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-6">
            <Panel>
              <h2 className="font-display text-xl font-semibold text-pine-950">
                {t("admin.billing.owner.summaryHeading")}
              </h2>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 sm:gap-x-6">
                <dt className="text-slate-700">{t("admin.billing.owner.state")}</dt>
                <dd>
                  <SubscriptionStateBadge state={billing.state} />
                  {billing.cancelAtPeriodEnd && billing.state !== "cancelled" && (
                    <span className="mt-1 block text-sm text-slate-700">
                      {t("admin.billing.owner.endsAtPeriodEnd")}
                    </span>
                  )}
                </dd>
                <dt className="text-slate-700">{t("admin.billing.owner.prices")}</dt>
                <dd>
                  {t("admin.billing.owner.pricesValue", {
                    setup: money(billing.setupFeeCents),
                    month: money(billing.monthlyFeeCents),
                  })}
                </dd>
                <dt className="text-slate-700">{t("admin.billing.owner.next")}</dt>
                <dd>
                  {billing.next
                    ? t("admin.billing.owner.nextValue", {
                        amount: money(billing.next.amountCents),
                        date: formatShortDay(billing.next.on, lang),
                      })
                    : t("admin.billing.owner.noNext")}
                </dd>
                {billing.paidUntil && (
                  <>
                    <dt className="text-slate-700">{t("admin.billing.owner.paidUntil")}</dt>
                    <dd>{formatShortDay(billing.paidUntil, lang)}</dd>
                  </>
                )}
                {billing.dueCents !== null && (
                  <>
                    <dt className="text-slate-700">{t("admin.billing.owner.due")}</dt>
                    <dd className="font-semibold text-coral-700">{money(billing.dueCents)}</dd>
                  </>
                )}
                {billing.suspendOn && (
                  <>
                    <dt className="text-slate-700">{t("admin.billing.owner.suspendOn")}</dt>
                    <dd>{formatShortDay(billing.suspendOn, lang)}</dd>
                  </>
                )}
                {billing.method && (
                  <>
                    <dt className="text-slate-700">{t("admin.billing.owner.method")}</dt>
                    <dd>{billing.method}</dd>
                  </>
                )}
                {billing.moneyBackLastDay && billing.cancel.kind === "refund_now" && (
                  <>
                    <dt className="text-slate-700">{t("admin.billing.owner.moneyBackUntil")}</dt>
                    <dd>{formatShortDay(billing.moneyBackLastDay, lang)}</dd>
                  </>
                )}
              </dl>
            </Panel>
            <Panel>
              <h2 className="font-display text-xl font-semibold text-pine-950">
                {t("admin.billing.owner.invoicesHeading")}
              </h2>
              {billing.invoices.length === 0 ? (
                <p className="mt-3 text-slate-700">{t("admin.billing.owner.noInvoices")}</p>
              ) : (
                <ul className="mt-3 divide-y divide-sand-200">
                  {billing.invoices.map((invoice) => (
                    <li
                      key={invoice.number}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                    >
                      <a
                        href={`/admin/invoices/${invoice.number}.pdf`}
                        className="inline-flex items-center gap-1.5 font-semibold text-pine-700 underline underline-offset-2"
                      >
                        <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
                        {t("admin.billing.owner.invoiceDownload", { number: invoice.number })}
                      </a>
                      <span className="text-sm text-slate-700">
                        {t(
                          invoice.kind === "credit_note"
                            ? "admin.billing.owner.creditNote"
                            : "admin.billing.owner.invoice",
                        )}
                        {" · "}
                        {formatShortDay(invoice.issuedOn, lang)}
                        {" · "}
                        <span className="font-medium text-ink">{money(invoice.totalCents)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          <OwnerActions billing={billing} answer={actionData} />
        </div>
      )}
    </>
  );
}

function OwnerActions({
  billing,
  answer,
}: {
  billing: NonNullable<Route.ComponentProps["loaderData"]["billing"]>;
  answer: OwnerBillingAnswer | undefined;
}) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  useFeedbackToast(answer);
  const amount = formatMoney(billing.refundableCents, "EUR", lang);
  const open = billing.state !== "pending" && billing.state !== "cancelled";
  const running = billing.state === "active" || billing.state === "trialing";
  if (billing.refundableCents === 0 && !open) return null;
  return (
    <Panel className="h-fit">
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.billing.owner.actionsHeading")}</h2>
      <div className="mt-4 flex flex-col items-start gap-3">
        {billing.refundableCents > 0 && (
          <ConfirmAction
            label={t("admin.billing.owner.refund")}
            title={t("admin.billing.owner.refundTitle", { amount })}
            description={t("admin.billing.owner.refundBody")}
            confirmLabel={t("admin.billing.owner.refundConfirm")}
            fields={{ intent: "refund" }}
          />
        )}
        {open && billing.refundableCents > 0 && (
          <ConfirmAction
            danger
            label={t("admin.billing.owner.cancelRefund")}
            title={t("admin.billing.owner.cancelRefundTitle", { amount })}
            description={t("admin.billing.owner.cancelRefundBody")}
            confirmLabel={t("admin.billing.owner.cancelConfirm")}
            fields={{ intent: "cancel", refund: "yes" }}
          />
        )}
        {open && (
          <ConfirmAction
            danger
            label={t("admin.billing.owner.cancelNoRefund")}
            title={t("admin.billing.owner.cancelNoRefundTitle")}
            description={t("admin.billing.owner.cancelNoRefundBody")}
            confirmLabel={t("admin.billing.owner.cancelConfirm")}
            fields={{ intent: "cancel", refund: "no" }}
          />
        )}
      </div>
      {running && (
        // A new form after each extension, so the field starts empty again; a refusal keeps what was typed.
        <Form
          method="post"
          noValidate
          key={answer?.ok ? answer.message : "extend"}
          className="mt-6 border-t border-sand-200 pt-5"
        >
          <h3 className="font-semibold text-pine-950">{t("admin.billing.owner.extend")}</h3>
          <input type="hidden" name="intent" value="extend" />
          <FieldKitProvider
            value={{ formId: "extend", errors: answer?.errors ?? {}, values: answer?.values ?? {}, attempt: undefined }}
          >
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                name="days"
                type="number"
                inputMode="numeric"
                min={EXTEND_DAYS.min}
                max={EXTEND_DAYS.max}
                className="w-full sm:max-w-xs"
                label={t("admin.billing.owner.extendDays")}
                hint={t("admin.billing.owner.extendHint", EXTEND_DAYS)}
              />
            </div>
          </FieldKitProvider>
          <div className="mt-3">
            <SubmitButton
              pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "extend"}
              label={t("admin.billing.owner.extendSubmit")}
              pendingLabel={t("admin.common.working")}
            />
          </div>
        </Form>
      )}
    </Panel>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
