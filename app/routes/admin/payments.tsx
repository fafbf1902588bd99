import { Form, useNavigation } from "react-router";
import { MOLLIE_CALLBACK_PATH } from "../../../modules/payments/platform/connect-paths.ts";
import {
  CREDENTIAL_ENV_NAMES,
  CREDENTIAL_FIELDS,
  type CredentialField,
} from "../../../modules/payments/platform/platform-credentials.ts";
import {
  loadStoredCredentials,
  type PlatformSettingsInput,
  platformSettingsForDisplay,
  savePlatformSettings,
} from "../../../modules/payments/platform/platform-settings.ts";
import { lastReconciliation } from "../../../modules/payments/reconciliation/reconcile-payments.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { BillingOwnersPanel } from "../../components/admin/billing-owners-panel.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { PaymentAvailability, ProviderRegistration } from "../../components/admin/payment-platform-panels.tsx";
import { PaymentReconciliationPanel } from "../../components/admin/payment-reconciliation-panel.tsx";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import { useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { CheckboxField, FieldKitProvider } from "../../components/forms/fields.tsx";
import { PasswordField } from "../../components/forms/password-field.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/payments";
import { adminRequest, answer, formText } from "./access.server.ts";
import { billingOwnersAction, billingOwnersSection, isBillingOwnersForm } from "./billing-owners.server.ts";

/** Where each saved credential stands: saved (and readable), saved but unreadable, not saved, or set in the environment. */
export type CredentialStanding = "saved" | "unreadable" | "unset" | "env";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, secretsKey, payments, origin } = await adminRequest(request, context);
  const [display, stored, credentials, reconciliation] = await Promise.all([
    platformSettingsForDisplay(db),
    loadStoredCredentials(db, secretsKey),
    payments.platform.credentials(),
    lastReconciliation(db),
  ]);
  const billingOwners = await billingOwnersSection(db, payments);
  const { fromEnvironment } = payments.platform;
  const standing = Object.fromEntries(
    CREDENTIAL_FIELDS.map((field) => [
      field,
      fromEnvironment[field]
        ? "env"
        : stored.unreadable.includes(field)
          ? "unreadable"
          : display.saved[field]
            ? "saved"
            : "unset",
    ]),
  ) as Record<CredentialField, CredentialStanding>;
  return {
    title: t("admin.payments.title"),
    standing,
    mollieTestmode: display.mollieTestmode,
    mollieTestmodeFromEnv: fromEnvironment.mollieTestmode,
    updatedAt: display.updatedAt,
    available: {
      stripe: credentials.stripe !== null,
      stripeWebhook: Boolean(credentials.stripe?.webhookSecret),
      mollie: credentials.mollie !== null,
      mollieTestmode: credentials.mollie?.testmode ?? false,
      test: payments.platform.testProvider,
    },
    /** What owners can pay their subscriptions with: the platform's own account at each provider. */
    ownAccount: {
      stripe: credentials.stripe !== null,
      stripeWebhook: Boolean(credentials.stripe?.platformWebhookSecret),
      mollie: credentials.mollieApiKey !== null,
      mollieTestKey: credentials.mollieApiKey?.startsWith("test_") ?? false,
    },
    urls: { stripeWebhook: payments.webhookUrl("stripe"), mollieWebhook: payments.webhookUrl("mollie") },
    mollieRedirectUri: new URL(MOLLIE_CALLBACK_PATH, origin).href,
    reconciliation,
    billingOwners,
  };
}

/** `attempt` is new with every answer, so the secret fields start empty again after each. */
type PaymentsActionData = { ok: boolean; message: string; attempt: string; errors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user, secretsKey, payments } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(CREDENTIAL_FIELDS.length * 300 + 200), lang });
  if (isBillingOwnersForm(form)) return billingOwnersAction({ db, t, user, payments }, form);
  const { fromEnvironment } = payments.platform;
  // What the environment sets cannot be changed here: its field is not on the page.
  const editable = CREDENTIAL_FIELDS.filter((field) => !fromEnvironment[field]);
  const input: PlatformSettingsInput = {
    ...Object.fromEntries(editable.map((field) => [field, formText(form, field)])),
    clear: editable.filter((field) => form.getAll("clear").includes(field)),
    mollieTestmode: fromEnvironment.mollieTestmode
      ? (await platformSettingsForDisplay(db)).mollieTestmode
      : form.get("mollieTestmode") === "on",
  };
  const saved = await savePlatformSettings(db, input, secretsKey, user.id);
  if (!saved.ok) {
    const errors = Object.fromEntries(
      Object.keys(saved.errors).map((field) => [field, t(`admin.payments.invalid.${field as CredentialField}`)]),
    );
    return answer<PaymentsActionData>(
      { ok: false, message: t("admin.common.checkFields"), attempt: crypto.randomUUID(), errors },
      422,
    );
  }
  payments.platform.forget();
  return answer<PaymentsActionData>({ ok: true, message: t("admin.payments.saved"), attempt: crypto.randomUUID() });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  useFeedbackToast(actionData);
  const errors = actionData?.errors ?? {};
  return (
    <>
      <AdminPageHeader title={t("admin.payments.title")} intro={t("admin.payments.intro")} />
      {loaderData.updatedAt && (
        <p className="mb-6 text-sm text-slate-700">
          {t("admin.payments.lastSaved", { time: formatDateTime(loaderData.updatedAt, lang) })}
        </p>
      )}
      <PaymentAvailability available={loaderData.available} ownAccount={loaderData.ownAccount} />
      <PaymentReconciliationPanel run={loaderData.reconciliation} />
      <Form method="post" noValidate className="mt-6">
        <FieldKitProvider value={{ formId: "payments", errors, values: {}, attempt: actionData?.attempt }}>
          <Panel>
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.stripe.heading")}</h2>
            <div className="mt-4 grid gap-5">
              <SecretField field="stripeSecretKey" standing={loaderData.standing.stripeSecretKey} />
              <SecretField field="stripeWebhookSecret" standing={loaderData.standing.stripeWebhookSecret} />
            </div>
          </Panel>
          <Panel className="mt-6">
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.mollie.heading")}</h2>
            <div className="mt-4 grid gap-5">
              <SecretField field="mollieClientId" standing={loaderData.standing.mollieClientId} />
              <SecretField field="mollieClientSecret" standing={loaderData.standing.mollieClientSecret} />
              <fieldset>
                <legend className="font-semibold text-pine-950">{t("admin.payments.mollie.testmode")}</legend>
                {loaderData.mollieTestmodeFromEnv ? (
                  <p className="mt-2 text-sm text-slate-700">
                    {t("admin.payments.secret.fromEnv", { name: CREDENTIAL_ENV_NAMES.mollieTestmode })}
                  </p>
                ) : (
                  <div className="mt-2">
                    <CheckboxField
                      name="mollieTestmode"
                      label={t("admin.payments.mollie.testmodeLabel")}
                      defaultChecked={loaderData.mollieTestmode}
                    />
                    <p className="mt-1 ml-8 text-sm text-slate-600">{t("admin.payments.mollie.testmodeHint")}</p>
                  </div>
                )}
              </fieldset>
            </div>
          </Panel>
          <Panel className="mt-6">
            <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.payments.platform.heading")}</h2>
            <p className="mt-2 text-slate-700">{t("admin.payments.platform.intro")}</p>
            <div className="mt-4 grid gap-5">
              <SecretField
                field="stripePlatformWebhookSecret"
                standing={loaderData.standing.stripePlatformWebhookSecret}
              />
              <SecretField field="mollieApiKey" standing={loaderData.standing.mollieApiKey} />
            </div>
          </Panel>
          <div className="mt-6">
            <SubmitButton
              pending={navigation.state === "submitting"}
              label={t("admin.payments.save")}
              pendingLabel={t("admin.common.saving")}
            />
          </div>
        </FieldKitProvider>
      </Form>
      <ProviderRegistration urls={loaderData.urls} mollieRedirectUri={loaderData.mollieRedirectUri} />
      <BillingOwnersPanel section={loaderData.billingOwners} answer={actionData} />
    </>
  );
}

const LABELS = {
  stripeSecretKey: ["admin.payments.stripe.secretKey", "admin.payments.stripe.secretKeyHint"],
  stripeWebhookSecret: ["admin.payments.stripe.webhookSecret", "admin.payments.stripe.webhookSecretHint"],
  mollieClientId: ["admin.payments.mollie.clientId", "admin.payments.mollie.clientIdHint"],
  mollieClientSecret: ["admin.payments.mollie.clientSecret", "admin.payments.mollie.clientSecretHint"],
  stripePlatformWebhookSecret: ["admin.payments.platform.webhookSecret", "admin.payments.platform.webhookSecretHint"],
  mollieApiKey: ["admin.payments.platform.mollieApiKey", "admin.payments.platform.mollieApiKeyHint"],
} as const satisfies Record<CredentialField, readonly [string, string]>;

/** A write-only secret: never filled in, saying whether one is saved; one the environment sets is only named. */
function SecretField({ field, standing }: { field: CredentialField; standing: CredentialStanding }) {
  const { t } = useI18n();
  const [label, hint] = LABELS[field];
  if (standing === "env") {
    return (
      <div>
        <p className="font-semibold text-pine-950">{t(label)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t("admin.payments.secret.fromEnv", { name: CREDENTIAL_ENV_NAMES[field] })}
        </p>
      </div>
    );
  }
  return (
    <div>
      <PasswordField
        name={field}
        optional
        autoComplete="new-password"
        label={t(label)}
        hint={standing === "unset" ? t(hint) : `${t(hint)} ${t("admin.payments.secret.keep")}`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
        <StatusBadge tone={standing === "saved" ? "green" : standing === "unreadable" ? "red" : "grey"}>
          {t(standing === "saved" ? "admin.payments.secret.saved" : "admin.payments.secret.notSaved")}
        </StatusBadge>
        {standing !== "unset" && <CheckboxField name="clear" value={field} label={t("admin.payments.secret.remove")} />}
      </div>
      {standing === "unreadable" && (
        <p className="mt-2 text-sm font-medium text-coral-700">{t("admin.payments.secret.unreadable")}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
