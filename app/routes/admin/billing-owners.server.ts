import type { TFunction } from "i18next";
import type { Database } from "../../../db/client.ts";
import { loadBillingSettings } from "../../../modules/billing/billing-settings.ts";
import { BILLING_PROVIDERS, type ProvidersAvailable } from "../../../modules/billing/billing-settings-limits.ts";
import {
  BILLING_SETTINGS_FIELDS,
  type BillingSettingsErrors,
  billingSettingsValues,
  saveBillingSettings,
} from "../../../modules/billing/save-billing-settings.ts";
import type { PaymentServices } from "../../../modules/payments/payment-services.ts";
import { BILLING_OWNERS_INTENT, type BillingOwnersAnswer } from "../../components/admin/billing-owners-panel.tsx";
import { answer, formText } from "./access.server.ts";

/** Which providers owners can pay VayVista through now: those the platform's account can charge on. */
async function providersAvailable(payments: PaymentServices): Promise<ProvidersAvailable> {
  const found = await Promise.all(BILLING_PROVIDERS.map((name) => payments.platformProvider(name)));
  return { stripe: found[0] !== null, mollie: found[1] !== null, test: found[2] !== null };
}

/** What the section shows: the settings as saved (or the defaults) and which providers can be chosen. */
export async function billingOwnersSection(db: Database, payments: PaymentServices) {
  const [settings, available] = await Promise.all([loadBillingSettings(db), providersAvailable(payments)]);
  return { saved: settings !== null, values: billingSettingsValues(settings), available };
}

/** The section's problems as text in the admin's language, beside their fields. */
function errorTexts(errors: BillingSettingsErrors, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [
      field,
      t(`admin.billing.errors.${problem.code}`, { ...problem }),
    ]),
  );
}

/** Whether a post to the payments page is this section's form. */
export function isBillingOwnersForm(form: FormData): boolean {
  return formText(form, "intent") === BILLING_OWNERS_INTENT;
}

/** Saves the section's form; a refusal keeps everything typed, with each problem beside its field. */
export async function billingOwnersAction(
  admin: { db: Database; t: TFunction; user: { id: string }; payments: PaymentServices },
  form: FormData,
) {
  const { db, t, user, payments } = admin;
  const input = Object.fromEntries(BILLING_SETTINGS_FIELDS.map((field) => [field, formText(form, field)])) as Record<
    (typeof BILLING_SETTINGS_FIELDS)[number],
    string
  >;
  const saved = await saveBillingSettings(db, {
    actorId: user.id,
    input,
    available: await providersAvailable(payments),
  });
  const attempt = crypto.randomUUID();
  if (!saved.ok) {
    return answer<BillingOwnersAnswer>(
      {
        section: "billing",
        ok: false,
        message: t("admin.common.checkFields"),
        attempt,
        errors: errorTexts(saved.errors, t),
        values: input,
      },
      422,
    );
  }
  return answer<BillingOwnersAnswer>({
    section: "billing",
    ok: true,
    message: t("admin.billing.settings.saved"),
    attempt,
    errors: {},
    values: billingSettingsValues(saved.settings),
  });
}
