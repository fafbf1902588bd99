import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { Panel } from "./page-header.tsx";

/** The events the Stripe Connect endpoint must send (modules/payments/stripe/README.md). */
const STRIPE_EVENTS = [
  "checkout.session.*",
  "payment_intent.*",
  "charge.refunded",
  "refund.*",
  "account.updated",
] as const;

function Line({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <li className="flex gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${ok ? "text-pine-700" : "text-coral-700"}`} />
      <span>{children}</span>
    </li>
  );
}

/** What owners can connect, and pay their subscriptions with, with the credentials in force now (environment and saved together). */
export function PaymentAvailability({
  available,
  ownAccount,
}: {
  available: { stripe: boolean; stripeWebhook: boolean; mollie: boolean; mollieTestmode: boolean; test: boolean };
  ownAccount: { stripe: boolean; stripeWebhook: boolean; mollie: boolean; mollieTestKey: boolean };
}) {
  const { t } = useI18n();
  return (
    <Panel>
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.available.heading")}</h2>
      <ul className="mt-3 space-y-2 text-slate-800">
        <Line ok={available.stripe}>
          {t(available.stripe ? "admin.payments.available.stripeOn" : "admin.payments.available.stripeOff")}
        </Line>
        {available.stripe && !available.stripeWebhook && (
          <Line ok={false}>{t("admin.payments.available.stripeNoWebhook")}</Line>
        )}
        <Line ok={available.mollie}>
          {t(available.mollie ? "admin.payments.available.mollieOn" : "admin.payments.available.mollieOff")}
        </Line>
        {available.mollie && available.mollieTestmode && (
          <Line ok={false}>{t("admin.payments.available.mollieTestmode")}</Line>
        )}
        <Line ok={available.test}>
          {t(available.test ? "admin.payments.available.testOn" : "admin.payments.available.testOff")}
        </Line>
      </ul>
      <h3 className="mt-5 font-semibold text-pine-950">{t("admin.payments.available.subscriptionsHeading")}</h3>
      <ul className="mt-2 space-y-2 text-slate-800">
        <Line ok={ownAccount.stripe}>
          {t(
            ownAccount.stripe
              ? "admin.payments.available.platformStripeOn"
              : "admin.payments.available.platformStripeOff",
          )}
        </Line>
        {ownAccount.stripe && !ownAccount.stripeWebhook && (
          <Line ok={false}>{t("admin.payments.available.platformStripeNoWebhook")}</Line>
        )}
        <Line ok={ownAccount.mollie}>
          {t(
            ownAccount.mollie
              ? "admin.payments.available.platformMollieOn"
              : "admin.payments.available.platformMollieOff",
          )}
        </Line>
        {ownAccount.mollie && ownAccount.mollieTestKey && (
          <Line ok={false}>{t("admin.payments.available.platformMollieTestKey")}</Line>
        )}
      </ul>
    </Panel>
  );
}

function Address({ children }: { children: string }) {
  return <code className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 text-sm break-all text-ink">{children}</code>;
}

/**
 * What the admin registers at each provider: Stripe's Connect webhook endpoint and its events,
 * the platform account's own endpoint at the same address, Mollie's redirect URL.
 */
export function ProviderRegistration({
  urls,
  mollieRedirectUri,
}: {
  urls: { stripeWebhook: string; mollieWebhook: string };
  mollieRedirectUri: string;
}) {
  const { t } = useI18n();
  return (
    <Panel className="mt-8">
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.register.heading")}</h2>
      <div className="mt-4 space-y-5 text-slate-800">
        <div>
          <p>{t("admin.payments.register.stripeWebhook")}</p>
          <Address>{urls.stripeWebhook}</Address>
          <p className="mt-2">{t("admin.payments.register.stripeEvents")}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {STRIPE_EVENTS.map((event) => (
              <li key={event}>
                <code className="rounded-lg bg-slate-100 px-2 py-1 text-sm text-ink">{event}</code>
              </li>
            ))}
          </ul>
          <p className="mt-3">{t("admin.payments.register.stripePlatformWebhook")}</p>
        </div>
        <div>
          <p>{t("admin.payments.register.mollieRedirect")}</p>
          <Address>{mollieRedirectUri}</Address>
        </div>
        <div>
          <p>{t("admin.payments.register.mollieWebhook")}</p>
          <Address>{urls.mollieWebhook}</Address>
        </div>
      </div>
    </Panel>
  );
}
