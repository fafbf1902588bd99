import type { ProviderName } from "../../../../modules/payments/provider-port.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { Badge } from "../badge.tsx";
import { IntentButton } from "./payment-connection.tsx";

const INTENTS: Record<ProviderName, string> = { stripe: "connect-stripe", mollie: "connect-mollie", test: "use-test" };
const ORDER: readonly ProviderName[] = ["stripe", "mollie", "test"];

/**
 * The providers the owner may connect now, each with what it offers and one button: Stripe
 * and Mollie send the owner to their own pages; the test provider is switched on here, and
 * says plainly that no real money moves.
 */
export function ProviderChoices({
  connectable,
  heading,
  pendingIntent,
}: {
  connectable: Record<ProviderName, boolean>;
  heading: string;
  pendingIntent: string | null;
}) {
  const { t } = useI18n();
  const offered = ORDER.filter((provider) => connectable[provider]);
  if (offered.length === 0) return null;
  return (
    <div>
      <h3 className="font-display text-lg font-semibold text-pine-950">{heading}</h3>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {offered.map((provider) => (
          <li key={provider} className="flex flex-col rounded-xl p-4 ring-1 ring-slate-200 md:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="text-base font-semibold text-pine-950">
                {t(`dashboard.settings.payments.providers.${provider}`)}
              </h4>
              {provider === "test" && <Badge tone="amber">{t("dashboard.settings.payments.testBadge")}</Badge>}
            </div>
            <p className="mt-2 text-sm text-slate-700">{t(`dashboard.settings.payments.${provider}.body`)}</p>
            {provider === "stripe" && (
              <details className="mt-3 text-sm text-slate-700">
                <summary className="cursor-pointer font-semibold text-pine-800">
                  {t("dashboard.settings.payments.stripe.otherPlatform")}
                </summary>
                <p className="mt-2">{t("dashboard.settings.payments.stripe.otherPlatformBody")}</p>
              </details>
            )}
            <div className="mt-auto pt-4">
              <IntentButton
                intent={INTENTS[provider]}
                variant={provider === "test" ? "ghost" : "secondary"}
                label={t(`dashboard.settings.payments.${provider}.connect`)}
                busy={pendingIntent === INTENTS[provider]}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
