import type { TFunction } from "i18next";
import { LEAD_LIMITS } from "../../../modules/leads/lead-schemas.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { TextField } from "../forms/fields.tsx";

/** The fields every lead form starts with: name, e-mail address and phone number. */
export function ContactFields({ phoneOptional = false }: { phoneOptional?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <TextField name="name" label={t("form.name")} autoComplete="name" maxLength={LEAD_LIMITS.name} />
      <TextField
        name="email"
        type="email"
        label={t("form.email")}
        autoComplete="email"
        inputMode="email"
        maxLength={LEAD_LIMITS.email}
      />
      <TextField
        name="phone"
        type="tel"
        label={t("form.phone")}
        hint={t("form.phoneHint")}
        optional={phoneOptional}
        autoComplete="tel"
        inputMode="tel"
        maxLength={LEAD_LIMITS.phone}
      />
    </>
  );
}

/** Lead form fields whose label is the interface string form.<name>. */
type LabelledField =
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "preferredDate"
  | "timeSlot"
  | "propertyType"
  | "propertyLocation"
  | "unitCount"
  | "notes";

/** Field name → label, for the error summary of a lead form. */
export function leadFieldLabels(t: TFunction, fields: readonly LabelledField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, t(`form.${field}`)]));
}
