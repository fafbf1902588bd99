import { useI18n } from "../../../i18n/use-i18n.tsx";
import { fieldId, SelectField, TextAreaField } from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";

/**
 * Pieces of the owner's stay forms (a new booking or block, a stay's actions and changes):
 * the unit, asked only where there is a choice, the summary's links to the fields with a
 * problem, the note to the guest and the save button.
 */

/** The unit as a choice where the site has more than one; otherwise sent as it is. */
export function UnitChoice({
  units,
  unitId,
  label,
}: {
  units: readonly { id: string; name: string }[];
  unitId: string;
  label: string;
}) {
  if (units.length <= 1) return <input type="hidden" name="unitId" value={unitId} />;
  return (
    <SelectField
      name="unitId"
      label={label}
      options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
      defaultValue={unitId}
      className="sm:col-span-2"
    />
  );
}

/** One link in the error summary per field of `fields` (in the form's order) that has a problem. */
export function problemItems(
  formId: string,
  fields: readonly string[],
  errors: Partial<Record<string, string>>,
): { fieldId: string; message: string }[] {
  return fields.flatMap((name) => {
    const message = errors[name];
    return message ? [{ fieldId: fieldId(formId, name), message }] : [];
  });
}

/** The note a guest gets with a decline, a cancellation or a change. */
export function GuestMessageField() {
  const { t } = useI18n();
  return (
    <TextAreaField
      name="message"
      label={t("dashboard.bookingCalendar.form.message")}
      hint={t("dashboard.bookingCalendar.form.messageHint")}
      optional
      rows={3}
      maxLength={2000}
    />
  );
}

/** Save, under the owner's own changes to a stay; it says so while saving. */
export function SaveButton({ intent, busy }: { intent: "notes" | "change" | "changeBlock"; busy: boolean }) {
  const { t } = useI18n();
  return (
    <SubmitButton
      pending={busy}
      label={t(`dashboard.bookingCalendar.detail.${intent}.save`)}
      pendingLabel={t(`dashboard.bookingCalendar.detail.${intent}.saving`)}
      tone="secondary"
      size="md"
    />
  );
}
