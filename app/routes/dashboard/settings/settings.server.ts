import { data, type RouterContextProvider, redirect } from "react-router";
import { ownerNotificationsOf } from "../../../../modules/notifications/owner-notifications.ts";
import { readMollieAccount, startMollieConnection } from "../../../../modules/payments/connections/connect-mollie.ts";
import { readStripeAccount, startStripeOnboarding } from "../../../../modules/payments/connections/connect-stripe.ts";
import type { ConnectionProblem } from "../../../../modules/payments/connections/connection-problem.ts";
import {
  chooseTestProvider,
  paymentSettingsOf,
  setBankTransfer,
} from "../../../../modules/payments/connections/payment-settings.ts";
import { disconnectPaymentAccount } from "../../../../modules/payments/payment-account.ts";
import { paymentAccountOf } from "../../../../modules/payments/payment-services.ts";
import { STRIPE_REFRESH_PATH, STRIPE_RETURN_PATH } from "../../../../modules/payments/platform/connect-paths.ts";
import type { ProviderName } from "../../../../modules/payments/provider-port.ts";
import { sendingSpfInclude } from "../../../../modules/sending-identity/dkim-key.ts";
import { sendingIdentityView } from "../../../../modules/sending-identity/sending-identity-view.ts";
import {
  noticeFromUrl,
  type PaymentNotice,
  type SettingsAnswer,
  type SettingsPageData,
} from "../../../components/dashboard/settings/settings-view.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "../+types/settings";
import { isSendingIntent, saveSendingSettings } from "./sending.server.ts";

/*
 * The settings page's loader and action (app/routes/dashboard/settings.tsx), here so the
 * page's script never loads the code that talks to the providers. Every read and change is of
 * the signed-in owner's own site, never one named in the request.
 */

export async function loadSettingsPage({ request, context }: Route.LoaderArgs): Promise<SettingsPageData> {
  const { site, user } = await requireOwner(request, context, "site");
  const { db, payments, appDomain } = services(context);
  return {
    payments: await paymentSettingsOf(db, payments.platform, site.id),
    notice: noticeFromUrl(new URL(request.url)),
    sending: await sendingIdentityView(
      db,
      { id: site.id, siteName: site.siteName, ownerEmail: user.email },
      sendingSpfInclude(appDomain),
    ),
    notifications: await ownerNotificationsOf(db, site.id),
  };
}

/** How a refusal is answered: 409 for the state of things, 422 for what a provider refused, 503 while one is away. */
const PROBLEM_STATUS: Record<ConnectionProblem | "connected_elsewhere" | "nothing_connected", number> = {
  not_configured: 409,
  connected_elsewhere: 409,
  nothing_connected: 409,
  account_unreachable: 409,
  refused: 422,
  denied: 422,
  code_rejected: 422,
  unavailable: 503,
  platform_refused: 503,
};

/** A provider that refused the platform's own credentials is ours to fix: it goes to the log as an error. */
export function logProblem(
  context: Readonly<RouterContextProvider>,
  provider: ProviderName,
  problem: ConnectionProblem | "connected_elsewhere" | "forged",
): void {
  const { log } = services(context);
  if (problem === "platform_refused") log.error({ provider }, "the provider refused the platform's credentials");
  else if (problem === "unavailable" || problem === "refused" || problem === "account_unreachable") {
    log.warn({ provider, problem }, "connecting an owner's payment provider failed");
  }
}

/** Stripe's hosted onboarding for the owner's own site, coming back to our return or refresh route. */
export function stripeOnboarding(context: Readonly<RouterContextProvider>, siteId: string, ownerEmail: string) {
  const { db, payments, origin } = services(context);
  return startStripeOnboarding(db, payments.platform, {
    siteId,
    ownerEmail,
    returnUrl: new URL(STRIPE_RETURN_PATH, origin).href,
    refreshUrl: new URL(STRIPE_REFRESH_PATH, origin).href,
  });
}

function refused(notice: PaymentNotice & { code: keyof typeof PROBLEM_STATUS }) {
  return data<SettingsAnswer>({ ok: false, notice }, { status: PROBLEM_STATUS[notice.code] });
}

function told(notice: PaymentNotice) {
  return data<SettingsAnswer>({ ok: true, notice });
}

export async function saveSettingsPage({ request, context }: Route.ActionArgs) {
  const { user, site, session } = await requireOwner(request, context, "site");
  const { db, payments, secretsKey } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(200), lang: user.lang });
  const intent = form.get("intent");
  if (isSendingIntent(intent)) {
    return saveSendingSettings(context, intent, form, {
      siteId: site.id,
      email: user.email,
      name: user.name,
      lang: user.lang,
    });
  }
  const account = await paymentAccountOf(db, site.id);
  const current = account && !account.disconnectedAt ? account.provider : null;

  if (intent === "connect-stripe") {
    const started = await stripeOnboarding(context, site.id, user.email);
    if (started.ok) return redirect(started.url);
    logProblem(context, "stripe", started.problem);
    const elsewhere = started.problem === "connected_elsewhere";
    return refused({ code: started.problem, provider: elsewhere ? current : "stripe" });
  }
  if (intent === "connect-mollie") {
    const started = await startMollieConnection(db, payments.platform, secretsKey, {
      sessionId: session.id,
      siteId: site.id,
    });
    if (started.ok) return redirect(started.url);
    const elsewhere = started.problem === "connected_elsewhere";
    return refused({ code: started.problem, provider: elsewhere ? current : "mollie" });
  }
  if (intent === "use-test") {
    const used = await chooseTestProvider(db, payments.platform, site.id);
    if (!used.ok) {
      const elsewhere = used.problem === "connected_elsewhere";
      return refused({ code: used.problem, provider: elsewhere ? current : "test" });
    }
    return told({ code: "test_ready", provider: "test" });
  }
  if (intent === "check") {
    if (current === "stripe") {
      const read = await readStripeAccount(db, payments.platform, site.id);
      if (read?.ok) return told({ code: read.chargesEnabled ? "stripe_ready" : "stripe_pending", provider: "stripe" });
      if (read) logProblem(context, "stripe", read.problem);
      return read
        ? refused({ code: read.problem, provider: "stripe" })
        : refused({ code: "nothing_connected", provider: null });
    }
    if (current === "mollie") {
      const read = await readMollieAccount(db, payments.platform, secretsKey, site.id);
      if (read?.ok) return told({ code: read.chargesEnabled ? "mollie_ready" : "mollie_pending", provider: "mollie" });
      if (read) logProblem(context, "mollie", read.problem);
      return read
        ? refused({ code: read.problem, provider: "mollie" })
        : refused({ code: "account_unreachable", provider: "mollie" });
    }
    if (current === "test") return told({ code: "test_ready", provider: "test" });
    return refused({ code: "nothing_connected", provider: null });
  }
  if (intent === "disconnect") {
    if (!current) return refused({ code: "nothing_connected", provider: null });
    await disconnectPaymentAccount(db, site.id);
    return told({ code: "disconnected", provider: current });
  }
  if (intent === "bank-transfer") {
    const on = form.get("bankTransfer") === "on";
    if (!(await setBankTransfer(db, site.id, on))) return refused({ code: "nothing_connected", provider: null });
    return told({ code: on ? "bank_on" : "bank_off", provider: null });
  }
  throw data({ reason: "invalid-intent" }, { status: 400 });
}
