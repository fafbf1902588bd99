import type { TFunction } from "i18next";
import { Form, useNavigation } from "react-router";
import { SITE_CURRENCIES } from "../../../modules/pricing/currencies.ts";
import type {
  BookingSettingsAnswer,
  BookingSettingsPageData,
} from "../../components/dashboard/booking-settings/booking-settings-view.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useFormFeedback } from "../../components/dashboard/use-form-feedback.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, FieldShell, fieldId, TextField } from "../../components/forms/fields.tsx";
import { SelectBox } from "../../components/forms/select-box.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/booking-settings";
import { loadBookingSettingsPage, saveBookingSettingsPage } from "./booking-settings/booking-settings.server.ts";

export const loader = (args: Route.LoaderArgs) => loadBookingSettingsPage(args);
export const action = (args: Route.ActionArgs) => saveBookingSettingsPage(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.bookingSettings.title"));

const FORM_ID = "booking-settings";

/** Each problem in the owner's language; a wrong length names the country of the IBAN typed. */
function errorMessages(
  t: TFunction,
  locale: string,
  errors: Extract<BookingSettingsAnswer, { ok: false }>["errors"] | undefined,
  typedIban: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) {
    if (!error) continue;
    const params: Record<string, string | number> = { ...(error.params ?? {}) };
    if (error.key === "ibanLength") {
      const code = typedIban.trim().slice(0, 2).toUpperCase();
      params.country = new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
    }
    out[field] = t(`dashboard.bookingSettings.errors.${error.key}`, params);
  }
  return out;
}

export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { summaryRef, formKey } = useFormFeedback(actionData, t("dashboard.bookingSettings.saved"));
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values ?? { ...loaderData.values, currency: loaderData.currency.value };
  const errors = errorMessages(t, locale, failed?.errors, values.iban);
  // In the order of the form.
  const items = (["currency", "timeZone", "accountHolder", "iban", "bic"] as const)
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: fieldId(FORM_ID, name), message: errors[name] ?? "" }));
  return (
    <>
      <PageHeader title={t("dashboard.bookingSettings.title")} intro={t("dashboard.bookingSettings.intro")} />
      <Form method="post" key={formKey} noValidate aria-label={t("dashboard.bookingSettings.title")}>
        <FieldKitProvider value={{ formId: FORM_ID, errors, values }}>
          <div className="grid max-w-3xl gap-6">
            {items.length > 0 && (
              <ErrorSummary
                ref={summaryRef}
                id={`${FORM_ID}-errors`}
                title={t("dashboard.bookingSettings.formErrors")}
                items={items}
              />
            )}
            <section aria-labelledby="currency-heading">
              <Card>
                <h2 id="currency-heading" className="font-display text-xl font-semibold text-pine-950">
                  {t("dashboard.bookingSettings.currency.heading")}
                </h2>
                <p className="mt-2 mb-5 text-slate-700">{t("dashboard.bookingSettings.currency.intro")}</p>
                {/* Keyed by what is stored: a select does not follow a new default once drawn. */}
                <CurrencyField key={loaderData.currency.value} currency={loaderData.currency} />
              </Card>
            </section>
            <section aria-labelledby="time-zone-heading">
              <Card>
                <h2 id="time-zone-heading" className="font-display text-xl font-semibold text-pine-950">
                  {t("dashboard.bookingSettings.timeZone.heading")}
                </h2>
                <p className="mt-2 mb-5 text-slate-700">{t("dashboard.bookingSettings.timeZone.intro")}</p>
                <TimeZoneField zones={loaderData.zones} />
                <p className="mt-3 text-sm text-slate-600">
                  {t("dashboard.bookingSettings.timeZone.now", { now: loaderData.now })}
                </p>
              </Card>
            </section>
            <section aria-labelledby="bank-heading">
              <Card>
                <h2 id="bank-heading" className="font-display text-xl font-semibold text-pine-950">
                  {t("dashboard.bookingSettings.bank.heading")}
                </h2>
                <p className="mt-2 mb-5 text-slate-700">{t("dashboard.bookingSettings.bank.intro")}</p>
                <div className="space-y-5">
                  <TextField
                    name="accountHolder"
                    label={t("dashboard.bookingSettings.bank.accountHolder")}
                    hint={t("dashboard.bookingSettings.bank.accountHolderHint")}
                    optional
                    autoComplete="off"
                    maxLength={70}
                  />
                  <TextField
                    name="iban"
                    label={t("dashboard.bookingSettings.bank.iban")}
                    hint={t("dashboard.bookingSettings.bank.ibanHint")}
                    optional
                    autoComplete="off"
                    maxLength={42}
                  />
                  <TextField
                    name="bic"
                    label={t("dashboard.bookingSettings.bank.bic")}
                    hint={t("dashboard.bookingSettings.bank.bicHint")}
                    optional
                    autoComplete="off"
                    maxLength={14}
                  />
                </div>
                {!loaderData.hasBank && (
                  <p className="mt-5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                    {t("dashboard.bookingSettings.bank.none")}
                  </p>
                )}
              </Card>
            </section>
            <div>
              <SubmitButton
                pending={navigation.state === "submitting"}
                label={t("dashboard.bookingSettings.save")}
                pendingLabel={t("dashboard.bookingSettings.saving")}
              />
            </div>
          </div>
        </FieldKitProvider>
      </Form>
    </>
  );
}

/**
 * Euro or złoty. After the site's first booking the select is disabled, with the reason as its
 * hint (a disabled select is not sent: the server keeps the stored currency).
 */
function CurrencyField({ currency }: { currency: BookingSettingsPageData["currency"] }) {
  const { t } = useI18n();
  return (
    <FieldShell
      name="currency"
      label={t("dashboard.bookingSettings.currency.label")}
      hint={currency.locked ? t("dashboard.bookingSettings.currency.locked") : undefined}
      control={({ className, ...props }) => (
        <SelectBox {...props} disabled={currency.locked} className={cn(className, "disabled:bg-slate-100")}>
          {SITE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {t(`dashboard.bookingSettings.currency.options.${code}`)}
            </option>
          ))}
        </SelectBox>
      )}
    />
  );
}

/** The IANA zones, the ones most owners need first, the others under their part of the world. */
function TimeZoneField({ zones }: { zones: BookingSettingsPageData["zones"] }) {
  const { t } = useI18n();
  return (
    <FieldShell
      name="timeZone"
      label={t("dashboard.bookingSettings.timeZone.label")}
      control={({ className, ...props }) => (
        <SelectBox {...props} className={className}>
          {zones.current && (
            <optgroup label={t("dashboard.bookingSettings.timeZone.current")}>
              <option value={zones.current.value}>{zones.current.label}</option>
            </optgroup>
          )}
          <optgroup label={t("dashboard.bookingSettings.timeZone.common")}>
            {zones.common.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
          {zones.regions.map(({ region, zones: list }) => (
            <optgroup key={region} label={t(`dashboard.bookingSettings.regions.${region}`)}>
              {list.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectBox>
      )}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
