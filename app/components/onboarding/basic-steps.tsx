import { Building2, CircleAlert, Coffee, House, type LucideIcon, Mountain, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import {
  ONBOARDING_LIMITS,
  SITE_PROPERTY_TYPES,
  type SitePropertyType,
} from "../../../modules/onboarding/onboarding-steps.ts";
import { SITE_CURRENCIES } from "../../../modules/pricing/currencies.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { countryOptions } from "../forms/country-options.ts";
import { fieldId, SelectField, TextAreaField, TextField } from "../forms/fields.tsx";
import { cn } from "../ui/cn.ts";
import { ChoiceCard, ChoiceGroup } from "./choice-cards.tsx";
import { STEP_FORM_ID, StepForm, useErrorTexts } from "./step-form.tsx";
import { PRICE_FIELD } from "./step-form-input.ts";
import type { WizardErrors } from "./wizard-errors.ts";

export type StepProps = { errors: WizardErrors | undefined; values: Record<string, string> };

const TYPE_ICONS: Record<SitePropertyType, LucideIcon> = {
  holidayHome: House,
  apartment: Building2,
  bnb: Coffee,
  chalet: Mountain,
  other: Sparkles,
};

export function PropertyStep({ errors, values }: StepProps) {
  const { t } = useI18n();
  const texts = useErrorTexts(errors);
  const labels = { name: t("onboarding.fields.name"), type: t("onboarding.fields.type") };
  return (
    <StepForm step="property" errors={errors} values={values} labels={labels}>
      <div className="space-y-8">
        <TextField
          name="name"
          label={labels.name}
          hint={t("onboarding.fields.nameHint")}
          maxLength={ONBOARDING_LIMITS.propertyName}
          autoComplete="off"
        />
        <ChoiceGroup name="type" legend={labels.type} error={texts.type} className="grid-cols-2 sm:grid-cols-3">
          {SITE_PROPERTY_TYPES.map((type, i) => {
            const Icon = TYPE_ICONS[type];
            return (
              <ChoiceCard key={type} name="type" value={type} checked={values.type === type} first={i === 0}>
                <Icon aria-hidden="true" className="h-6 w-6 text-pine-700" />
                <span className="mt-2 font-medium text-pine-950">{t(`form.propertyTypes.${type}`)}</span>
              </ChoiceCard>
            );
          })}
        </ChoiceGroup>
      </div>
    </StepForm>
  );
}

/** Every country by its name in the owner's language, alphabetically. */
function useCountryOptions() {
  const { locale } = useI18n();
  return useMemo(() => countryOptions(locale), [locale]);
}

export function LocationStep({ errors, values }: StepProps) {
  const { t } = useI18n();
  const countries = useCountryOptions();
  const labels = {
    address: t("onboarding.fields.address"),
    postalCode: t("onboarding.fields.postalCode"),
    city: t("onboarding.fields.city"),
    country: t("onboarding.fields.country"),
  };
  return (
    <StepForm step="location" errors={errors} values={values} labels={labels}>
      <div className="grid gap-6 sm:grid-cols-6">
        <TextField
          name="address"
          label={labels.address}
          autoComplete="street-address"
          maxLength={ONBOARDING_LIMITS.address}
          className="sm:col-span-6"
        />
        <TextField
          name="postalCode"
          label={labels.postalCode}
          autoComplete="postal-code"
          maxLength={12}
          className="sm:col-span-2"
        />
        <TextField
          name="city"
          label={labels.city}
          autoComplete="address-level2"
          maxLength={ONBOARDING_LIMITS.city}
          className="sm:col-span-4"
        />
        <SelectField
          name="country"
          label={labels.country}
          placeholder={t("onboarding.fields.countryChoose")}
          options={countries}
          className="sm:col-span-6"
        />
      </div>
    </StepForm>
  );
}

export function CapacityStep({ errors, values }: StepProps) {
  const { t } = useI18n();
  const labels = {
    guests: t("onboarding.fields.guests"),
    bedrooms: t("onboarding.fields.bedrooms"),
    bathrooms: t("onboarding.fields.bathrooms"),
  };
  const { guests, bedrooms, bathrooms } = ONBOARDING_LIMITS;
  return (
    <StepForm step="capacity" errors={errors} values={values} labels={labels}>
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField name="guests" label={labels.guests} type="number" inputMode="numeric" {...guests} />
        <TextField name="bedrooms" label={labels.bedrooms} type="number" inputMode="numeric" {...bedrooms} />
        <TextField name="bathrooms" label={labels.bathrooms} type="number" inputMode="numeric" {...bathrooms} />
      </div>
    </StepForm>
  );
}

export function DescriptionStep({ errors, values }: StepProps) {
  const { t } = useI18n();
  const { min, max } = ONBOARDING_LIMITS.description;
  const [length, setLength] = useState((values.description ?? "").length);
  const labels = { description: t("onboarding.fields.description") };
  return (
    <StepForm step="description" errors={errors} values={values} labels={labels}>
      <div onInput={(e) => setLength((e.target as HTMLTextAreaElement).value.length)}>
        <TextAreaField
          name="description"
          label={labels.description}
          hint={t("onboarding.fields.descriptionHint", { min, max })}
          rows={7}
          maxLength={max}
        />
      </div>
      <p className="mt-2 text-right text-sm text-slate-600">
        {t("onboarding.fields.descriptionCount", { count: length, max })}
      </p>
    </StepForm>
  );
}

/** The nightly price, and the currency it is in: the one the site will price in (euro, or złoty). */
export function PriceStep({ errors, values }: StepProps) {
  const { t } = useI18n();
  const texts = useErrorTexts(errors, values.currency);
  const labels = { [PRICE_FIELD]: t("onboarding.fields.price"), currency: t("onboarding.fields.currency") };
  const id = fieldId(STEP_FORM_ID, PRICE_FIELD);
  const error = texts[PRICE_FIELD];
  return (
    <StepForm step="price" errors={errors} values={values} labels={labels}>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {labels[PRICE_FIELD]}
      </label>
      <div className="mt-2 max-w-56">
        <input
          id={id}
          name={PRICE_FIELD}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          defaultValue={values[PRICE_FIELD]}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className={cn(
            "block w-full rounded-xl border bg-white px-4 py-3 text-lg text-ink shadow-sm focus:border-pine-700",
            error ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600",
          )}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t("onboarding.fields.priceHint")}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-2 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      <SelectField
        className="mt-6 max-w-md"
        name="currency"
        label={labels.currency}
        hint={t("onboarding.fields.currencyHint")}
        defaultValue={values.currency}
        options={SITE_CURRENCIES.map((code) => ({ value: code, label: t(`onboarding.fields.currencies.${code}`) }))}
      />
    </StepForm>
  );
}
