import { redirectDocument } from "react-router";
import { cancelSubscription } from "../../../../modules/subscriptions/cancel-subscription.ts";
import { startMethodChange } from "../../../../modules/subscriptions/change-payment-method.ts";
import { payDue } from "../../../../modules/subscriptions/pay-due.ts";
import type { AccountForm } from "../../account/account-form.server.ts";
import { type AccountRequest, refused, succeeded } from "./account-request.server.ts";

/** Where the provider sends the owner back after paying what was due: the billing section, which reads the payment again. */
function billingReturnUrl(account: AccountRequest): string {
  return new URL("/dashboard/account#billing", account.app.origin).href;
}

/** "Pay now" after a failed renewal: to the provider's hosted page, where another card may be used. */
export async function payBilling(account: AccountRequest) {
  const result = await payDue(account.app.db, account.app.payments, {
    userId: account.user.id,
    email: account.user.email,
    returnUrl: billingReturnUrl(account),
  });
  // A whole page load: the provider's page is no route of ours (the test provider's is on our host).
  if (result.ok) return redirectDocument(result.checkoutUrl, 303);
  const key =
    result.code === "nothing_due" ? "dashboard.billing.errors.nothingDue" : "dashboard.billing.errors.unavailable";
  return refused("billing-pay", { fields: {}, form: { key } }, { status: result.code === "nothing_due" ? 409 : 503 });
}

/** "Change payment method": to the provider's page that saves a card and charges nothing (or pays what is due with it). */
export async function changeBillingMethod(account: AccountRequest) {
  const result = await startMethodChange(account.app.db, account.app.payments, {
    userId: account.user.id,
    email: account.user.email,
    returnUrl: billingReturnUrl(account),
  });
  if (result.ok) return redirectDocument(result.checkoutUrl, 303);
  const key =
    result.code === "nothing_renews"
      ? "dashboard.billing.errors.nothingRenews"
      : result.code === "still_confirming"
        ? "dashboard.billing.errors.stillConfirming"
        : "dashboard.billing.errors.unavailable";
  const status = result.code === "nothing_renews" || result.code === "still_confirming" ? 409 : 503;
  return refused("billing-method", { fields: {}, form: { key } }, { status });
}

/** Cancelling, after the owner ticked that they understand which of the two happens (shown beside the button). */
export async function cancelBilling(account: AccountRequest, form: AccountForm) {
  if (!form.checked("confirm"))
    return refused("billing-cancel", { fields: { confirm: [{ key: "dashboard.billing.errors.confirm" }] } });
  const expected = form.text("expected");
  if (expected !== "refund_now" && expected !== "at_period_end")
    return refused("billing-cancel", { fields: {}, form: { key: "dashboard.billing.errors.changed" } });
  const result = await cancelSubscription(account.app.db, account.app.payments, {
    userId: account.user.id,
    actorId: account.user.id,
    expected,
  });
  if (!result.ok) {
    const key =
      result.code === "changed" ? "dashboard.billing.errors.changed" : "dashboard.billing.errors.nothingToCancel";
    return refused("billing-cancel", { fields: {}, form: { key } }, { status: 409 });
  }
  return succeeded("billing-cancel");
}
