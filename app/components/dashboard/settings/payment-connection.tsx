import { Form } from "react-router";
import type {
  ConnectionState,
  PaymentSettingsView,
} from "../../../../modules/payments/connections/payment-settings.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";

type Connection = NonNullable<PaymentSettingsView["connection"]>;

const STATE_TONES: Record<ConnectionState, "green" | "amber" | "coral" | "slate"> = {
  active: "green",
  setup: "amber",
  access_lost: "coral",
  disconnected: "slate",
};

/** A button that posts one intent of the settings page's action. */
export function IntentButton({
  intent,
  label,
  variant = "ghost",
  busy,
}: {
  intent: string;
  label: string;
  variant?: "primary" | "secondary" | "ghost";
  busy: boolean;
}) {
  const { t } = useI18n();
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClass(variant, "md")}>
        {busy ? t("dashboard.settings.payments.working") : label}
      </button>
    </Form>
  );
}

/**
 * The provider the site is connected to and where that stands: whether guests pay through it
 * now, the methods they are offered in the site's currency, and what the owner can do next.
 */
export function PaymentConnection({
  connection,
  currency,
  mollieTestmode,
  pendingIntent,
  onDisconnect,
}: {
  connection: Connection;
  currency: PaymentSettingsView["currency"];
  mollieTestmode: boolean;
  pendingIntent: string | null;
  onDisconnect: () => void;
}) {
  const { t, locale } = useI18n();
  const provider = t(`dashboard.settings.payments.providers.${connection.provider}`);
  const { state } = connection;
  const date = connection.disconnectedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(
        new Date(connection.disconnectedAt),
      )
    : "";
  const real = connection.provider !== "test";
  return (
    <div className="rounded-xl p-4 ring-1 ring-slate-200 md:p-5" data-testid="payment-connection">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-display text-lg font-semibold text-pine-950">{provider}</h3>
        <Badge tone={STATE_TONES[state]}>{t(`dashboard.settings.payments.status.${state}`)}</Badge>
        {!real && <Badge tone="amber">{t("dashboard.settings.payments.testBadge")}</Badge>}
      </div>
      <p className="mt-2 text-slate-700">{t(`dashboard.settings.payments.statusBody.${state}`, { provider, date })}</p>
      {connection.accountId && (
        <p className="mt-1 text-sm break-all text-slate-600">
          {t("dashboard.settings.payments.accountId", { provider, id: connection.accountId })}
        </p>
      )}
      {!real && state !== "disconnected" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t("dashboard.settings.payments.testBody")}
        </p>
      )}
      {connection.provider === "mollie" && mollieTestmode && state !== "disconnected" && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t("dashboard.settings.payments.mollieTestmode")}
        </p>
      )}
      {state === "active" && <OfferedMethods methods={connection.methods} currency={currency} />}
      {state !== "disconnected" && (
        <div className="mt-5 flex flex-wrap gap-3">
          {state === "setup" && connection.provider === "stripe" && (
            <IntentButton
              intent="connect-stripe"
              variant="secondary"
              label={t("dashboard.settings.payments.continueStripe")}
              busy={pendingIntent === "connect-stripe"}
            />
          )}
          {state === "access_lost" && (
            <IntentButton
              intent="connect-mollie"
              variant="secondary"
              label={t("dashboard.settings.payments.reconnectMollie")}
              busy={pendingIntent === "connect-mollie"}
            />
          )}
          {real && state !== "access_lost" && (
            <IntentButton
              intent="check"
              label={t("dashboard.settings.payments.check")}
              busy={pendingIntent === "check"}
            />
          )}
          <button type="button" onClick={onDisconnect} className={buttonClass("ghost", "md")}>
            {t("dashboard.settings.payments.disconnect")}
          </button>
        </div>
      )}
    </div>
  );
}

function OfferedMethods({
  methods,
  currency,
}: {
  methods: Connection["methods"];
  currency: PaymentSettingsView["currency"];
}) {
  const { t } = useI18n();
  const currencyName = t(`dashboard.settings.payments.currencies.${currency}`);
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-800">{t("dashboard.settings.payments.methodsHeading")}</h4>
      {methods.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("dashboard.settings.payments.methodsHeading")}>
          {methods.map((method) => (
            <li
              key={method}
              className="rounded-full bg-pine-50 px-3 py-1 text-sm font-medium text-pine-900 ring-1 ring-pine-200"
            >
              {t(`dashboard.settings.payments.methods.${method}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {t("dashboard.settings.payments.methodsNone", { currency: currencyName })}
        </p>
      )}
    </div>
  );
}
