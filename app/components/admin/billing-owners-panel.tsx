import { BILLING_SETTINGS_LIMITS, type ProvidersAvailable } from "../../../modules/billing/billing-settings-limits.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { countryOptions } from "../forms/country-options.ts";
import { EmailField, SelectField, TextField } from "../forms/fields.tsx";
import { Panel } from "./page-header.tsx";
import { type SettingsAnswer, SettingsForm } from "./settings-form.tsx";

/** The section's answer: its own `section`, beside the credentials form's answer on the same page. */
export type BillingOwnersAnswer = SettingsAnswer & { section: "billing"; attempt: string };

/** The hidden field's value that sends this section's form to its own part of the payments page's action. */
export const BILLING_OWNERS_INTENT = "billing-owners";

const PROVIDER_LABELS = {
  stripe: "admin.billing.settings.providerStripe",
  mollie: "admin.billing.settings.providerMollie",
  test: "admin.billing.settings.providerTest",
} as const;

/** Whether the payments page's answer is this section's (the credentials form answers too). */
function ownAnswer(answer: unknown): BillingOwnersAnswer | undefined {
  return typeof answer === "object" && answer !== null && (answer as { section?: unknown }).section === "billing"
    ? (answer as BillingOwnersAnswer)
    : undefined;
}

/**
 * The "Billing owners" section of /admin/settings/payments (issue 17 §4): the provider owners
 * pay VayVista through, the grace period, the VAT rate and the seller on every invoice.
 */
export function BillingOwnersPanel({
  section,
  answer,
}: {
  section: { saved: boolean; values: Record<string, string>; available: ProvidersAvailable };
  /** The page's action answer, whichever form it was for. */
  answer: unknown;
}) {
  const { t, lang } = useI18n();
  const L = BILLING_SETTINGS_LIMITS;
  const providerOptions = [
    { value: "", label: t("admin.billing.settings.providerAutomatic") },
    ...(["stripe", "mollie", "test"] as const).map((name) => ({
      value: name,
      label: section.available[name]
        ? t(PROVIDER_LABELS[name])
        : t("admin.billing.settings.providerOff", { provider: t(PROVIDER_LABELS[name]) }),
    })),
  ];
  return (
    <section aria-labelledby="billing-owners-heading" className="mt-10">
      <h2 id="billing-owners-heading" className="font-display text-2xl font-semibold text-pine-950">
        {t("admin.billing.settings.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("admin.billing.settings.intro")}</p>
      {!section.saved && (
        <p role="note" className="mt-3 font-medium text-coral-700">
          {t("admin.billing.settings.notSetUp")}
        </p>
      )}
      <div className="mt-4">
        <SettingsForm
          formId="billing-owners"
          intent={BILLING_OWNERS_INTENT}
          toast={false}
          answer={ownAnswer(answer)}
          saved={section.values}
          saveLabel={t("admin.billing.settings.save")}
        >
          <Panel>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                name="provider"
                className="sm:col-span-2"
                label={t("admin.billing.settings.provider")}
                hint={t("admin.billing.settings.providerHint")}
                options={providerOptions}
              />
              <TextField
                name="graceDays"
                type="number"
                inputMode="numeric"
                min={L.graceDays.min}
                max={L.graceDays.max}
                label={t("admin.billing.settings.graceDays")}
                hint={t("admin.billing.settings.graceDaysHint", L.graceDays)}
              />
              <TextField
                name="vatRate"
                inputMode="text"
                maxLength={8}
                label={t("admin.billing.settings.vatRate")}
                hint={t("admin.billing.settings.vatRateHint")}
              />
            </div>
          </Panel>
          <Panel className="mt-6">
            <h3 className="font-display text-xl font-semibold text-pine-950">
              {t("admin.billing.settings.sellerHeading")}
            </h3>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <TextField
                name="sellerName"
                className="sm:col-span-2"
                autoComplete="organization"
                maxLength={L.sellerName}
                label={t("admin.billing.settings.sellerName")}
              />
              <TextField
                name="sellerStreet"
                className="sm:col-span-2"
                autoComplete="street-address"
                maxLength={L.sellerStreet}
                label={t("admin.billing.settings.sellerStreet")}
              />
              <TextField
                name="sellerPostalCode"
                autoComplete="postal-code"
                maxLength={L.sellerPostalCode}
                label={t("admin.billing.settings.sellerPostalCode")}
              />
              <TextField
                name="sellerCity"
                autoComplete="address-level2"
                maxLength={L.sellerCity}
                label={t("admin.billing.settings.sellerCity")}
              />
              <SelectField
                name="sellerCountry"
                label={t("admin.billing.settings.sellerCountry")}
                options={countryOptions(lang)}
              />
              <TextField
                name="sellerVatNumber"
                optional
                maxLength={40}
                label={t("admin.billing.settings.sellerVatNumber")}
              />
              <TextField
                name="sellerChamberOfCommerce"
                optional
                maxLength={L.sellerChamberOfCommerce}
                label={t("admin.billing.settings.sellerChamberOfCommerce")}
              />
              <EmailField name="sellerEmail" autoComplete="off" label={t("admin.billing.settings.sellerEmail")} />
              <TextField
                name="sellerIban"
                optional
                className="sm:col-span-2"
                maxLength={42}
                label={t("admin.billing.settings.sellerIban")}
              />
            </div>
          </Panel>
        </SettingsForm>
      </div>
    </section>
  );
}
