import { data, redirect } from "react-router";
import { finishMollieConnection } from "../../../../modules/payments/connections/connect-mollie.ts";
import { readStripeAccount } from "../../../../modules/payments/connections/connect-stripe.ts";
import { paymentAccountOf } from "../../../../modules/payments/payment-services.ts";
import { PAYMENT_SETTINGS_PATH } from "../../../../modules/payments/platform/connect-paths.ts";
import { noticeSearch, type PaymentNotice } from "../../../components/dashboard/settings/settings-view.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { notFound } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import { logProblem, stripeOnboarding } from "./settings.server.ts";

/*
 * Where the providers send the owner back (GET, top-level navigations from Stripe's and
 * Mollie's pages): each reads or finishes the connection of the signed-in owner's own site
 * and goes on to the settings page with what to tell them. An owner whose site has nothing
 * there to continue gets 404, as for anything that is not theirs.
 */

type LoaderArgs = { request: Request; context: Parameters<typeof services>[0] };

const backToSettings = (notice: PaymentNotice) => redirect(`${PAYMENT_SETTINGS_PATH}${noticeSearch(notice)}`);

/** Back from Stripe's onboarding: the account read again, whether or not the owner finished. */
export async function stripeReturn({ request, context }: LoaderArgs) {
  const { site } = await requireOwner(request, context, "site");
  const { db, payments } = services(context);
  const read = await readStripeAccount(db, payments.platform, site.id);
  if (!read) notFound();
  if (!read.ok) {
    logProblem(context, "stripe", read.problem);
    return backToSettings({ code: read.problem, provider: "stripe" });
  }
  return backToSettings({ code: read.chargesEnabled ? "stripe_ready" : "stripe_pending", provider: "stripe" });
}

/** Stripe's onboarding link ran out before the owner finished: a new one for the same account. */
export async function stripeRefresh({ request, context }: LoaderArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const account = await paymentAccountOf(db, site.id);
  if (account?.provider !== "stripe" || account.disconnectedAt || !account.externalAccountId) notFound();
  const started = await stripeOnboarding(context, site.id, user.email);
  if (started.ok) return redirect(started.url);
  logProblem(context, "stripe", started.problem);
  return backToSettings({ code: started.problem, provider: "stripe" });
}

/**
 * Back from Mollie's authorisation with a code (or the owner's refusal) and our state. A
 * state that is not this session's is refused with 403 and changes nothing: a link made for
 * someone else cannot connect their Mollie account to this site, nor this owner's to theirs.
 */
export async function mollieCallback({ request, context }: LoaderArgs) {
  const { user, site, session } = await requireOwner(request, context, "site");
  const { db, payments, secretsKey } = services(context);
  const query = new URL(request.url).searchParams;
  const finished = await finishMollieConnection(
    db,
    payments.platform,
    secretsKey,
    { sessionId: session.id, siteId: site.id },
    { state: query.get("state") ?? "", code: query.get("code"), error: query.get("error") },
  );
  if (finished.ok) {
    return backToSettings({ code: finished.chargesEnabled ? "mollie_ready" : "mollie_pending", provider: "mollie" });
  }
  if (finished.problem === "forged") {
    const t = translator(user.lang);
    throw data(
      { title: t("dashboard.settings.payments.forgedTitle"), message: t("dashboard.settings.payments.forgedBody") },
      { status: 403 },
    );
  }
  logProblem(context, "mollie", finished.problem);
  const current = (await paymentAccountOf(db, site.id))?.provider ?? null;
  const provider = finished.problem === "connected_elsewhere" ? current : "mollie";
  return backToSettings({ code: finished.problem, provider });
}
