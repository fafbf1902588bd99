import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { CheckboxField, FieldShell, fieldId, TextField, useFieldKit } from "../../forms/fields.tsx";

/** One part of the pricing form, as a card with its legend on top. */
export function Group({ legend, id, children }: { legend: string; id?: string; children: ReactNode }) {
  return (
    <fieldset
      id={id}
      tabIndex={id ? -1 : undefined}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <legend className="float-left mb-4 w-full font-display text-xl font-semibold text-pine-950">{legend}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * An amount in euros, typed with a comma or a point: a text field with the decimal keypad
 * (a number field would refuse "89,50" in some browsers). `inputName` is what the form sends
 * when it differs from `name` (the rows of seasons all send seasonNightly).
 */
export function EuroField({
  name,
  inputName,
  label,
  hint,
  optional,
  defaultValue,
  className,
}: {
  name: string;
  inputName?: string;
  label: string;
  hint?: string;
  optional?: boolean;
  defaultValue: string;
  className?: string;
}) {
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      defaultValue={defaultValue}
      className={className}
      control={({ className: inputClass, ...props }) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-slate-600"
          >
            €
          </span>
          <input
            {...props}
            name={inputName ?? name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            className={`${inputClass} pl-9`}
          />
        </div>
      )}
    />
  );
}

/** A whole number (nights, days, hours, guests). */
export function WholeField({
  name,
  inputName,
  label,
  hint,
  optional,
  min,
  max,
  defaultValue,
  className,
}: {
  name: string;
  inputName?: string;
  label: string;
  hint?: string;
  optional?: boolean;
  min: number;
  max: number;
  defaultValue: string;
  className?: string;
}) {
  if (!inputName) {
    return (
      <TextField
        type="number"
        inputMode="numeric"
        name={name}
        label={label}
        hint={hint}
        optional={optional}
        min={min}
        max={max}
        defaultValue={defaultValue}
        className={className}
      />
    );
  }
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      defaultValue={defaultValue}
      className={className}
      control={(props) => (
        <input {...props} name={inputName} type="number" inputMode="numeric" min={min} max={max} step={1} />
      )}
    />
  );
}

/** A percentage, typed with a comma or a point. */
export function PercentField({
  name,
  inputName,
  label,
  hint,
  optional,
  defaultValue,
  className,
}: {
  name: string;
  inputName?: string;
  label: string;
  hint?: string;
  optional?: boolean;
  defaultValue: string;
  className?: string;
}) {
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      defaultValue={defaultValue}
      className={className}
      control={({ className: inputClass, ...props }) => (
        <div className="relative">
          <input
            {...props}
            name={inputName ?? name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            className={`${inputClass} pr-10`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-slate-600"
          >
            %
          </span>
        </div>
      )}
    />
  );
}

/** The problem of a group of controls (boxes, radios, rows), shown above them. */
export function GroupProblem({ name }: { name: string }) {
  const kit = useFieldKit();
  const error = kit.errors[name];
  const message = typeof error === "string" ? error : error?.[0];
  if (!message) return null;
  return (
    <p id={`${fieldId(kit.formId, name)}-error`} className="flex gap-1.5 text-sm font-medium text-coral-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  );
}

/** The weekdays as boxes; the fieldset carries the field's id for the error summary. */
export function WeekdayBoxes({
  name,
  legend,
  hint,
  days,
  checked,
}: {
  name: string;
  legend: string;
  hint: string;
  days: { value: string; label: string }[];
  checked: readonly string[];
}) {
  const { formId } = useFieldKit();
  const ticked = new Set(checked);
  return (
    <fieldset id={fieldId(formId, name)} tabIndex={-1} aria-describedby={`${fieldId(formId, name)}-hint`}>
      <legend className="font-semibold text-pine-950">{legend}</legend>
      <p id={`${fieldId(formId, name)}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <GroupProblem name={name} />
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {days.map((day) => (
          <CheckboxField
            key={day.value}
            name={name}
            value={day.value}
            label={day.label}
            defaultChecked={ticked.has(day.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Radio buttons as cards, each with a line that explains it; the first radio carries the field's id. */
export function RadioCards({
  name,
  legend,
  hint,
  options,
  checked,
  onChoose,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string; description?: string }[];
  checked: string;
  onChoose?: (value: string) => void;
}) {
  const { formId } = useFieldKit();
  const id = fieldId(formId, name);
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="font-semibold text-pine-950">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <GroupProblem name={name} />
      <div className="mt-3 grid gap-3">
        {options.map((option, i) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-xl p-4 ring-1 ring-slate-300 hover:ring-pine-500 has-checked:bg-pine-50/60 has-checked:ring-2 has-checked:ring-pine-700"
          >
            <input
              type="radio"
              id={i === 0 ? id : undefined}
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              onChange={() => onChoose?.(option.value)}
              className="mt-1 h-5 w-5 shrink-0 accent-pine-700"
            />
            <span>
              <span className="block font-semibold text-pine-950">{option.label}</span>
              {option.description && <span className="mt-1 block text-sm text-slate-700">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
