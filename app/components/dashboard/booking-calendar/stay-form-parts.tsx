import { fieldId, SelectField } from "../../forms/fields.tsx";

/**
 * Pieces of the owner's stay forms (a new booking or block, a changed booking): the unit,
 * asked only where there is a choice, and the summary's links to the fields with a problem.
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
