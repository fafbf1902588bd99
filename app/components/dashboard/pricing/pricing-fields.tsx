import { CircleAlert } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CheckboxField, type FieldBase, FieldShell, fieldId, useFieldKit } from "../../forms/fields.tsx";
import { cn } from "../../ui/cn.ts";
import { currencySign } from "../money/format-money.ts";

/** On an element around the whole form: the scope `ShownWhen` looks for its choice in. */
export const CHOICE_SCOPE = "group/pricing";

/**
 * Which choice shows which fields. Tailwind writes only the classes it finds whole in the
 * source, so each condition is spelled out here; a select's option counts as checked.
 */
const SHOWN_WHEN = {
  perPersonTax: "group-has-[[name=touristTaxKind]_option[value=perPersonNight]:checked]/pricing:block",
  percentTax: "group-has-[[name=touristTaxKind]_option[value=percent]:checked]/pricing:block",
  request: "group-has-[[name=bookingMode][value=request]:checked]/pricing:block",
  split: "group-has-[[name=paymentTerms][value=split]:checked]/pricing:block",
  cancelUnpaid: "group-has-[[name=cancelUnpaid]:checked]/pricing:block",
  depositOnline: "group-has-[[name=depositCollection]:not([value=owner]):checked]/pricing:block",
} as const;

/**
 * Fields that apply only while a choice is made, shown by CSS alone: switching works before
 * the page's script runs and without one. Hidden fields are still sent; the form's reading
 * ignores them (pricing-form.ts).
 */
export function ShownWhen({ choice, children }: { choice: keyof typeof SHOWN_WHEN; children: ReactNode }) {
  return <div className={cn("hidden", SHOWN_WHEN[choice])}>{children}</div>;
}

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
 * A field of the pricing form, `name` its place in the form's problems and values;
 * `inputName` is what the form sends when it differs from `name` (the rows of seasons all
 * send seasonNightly).
 */
type PricingFieldProps = FieldBase & { defaultValue: string; inputName?: string };

/**
 * A number typed with a comma or a point, its unit beside it: a text field with the decimal
 * keypad (a number field would refuse "89,50" in some browsers).
 */
function DecimalField({
  inputName,
  unit,
  maxLength,
  ...field
}: PricingFieldProps & { unit: { sign: string; side: "left" | "right" }; maxLength: number }) {
  const sign = (
    <span
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute inset-y-0",
        unit.side === "left" ? "left-4" : "right-4",
        "flex items-center text-slate-600",
      )}
    >
      {unit.sign}
    </span>
  );
  return (
    <FieldShell
      {...field}
      control={({ className: inputClass, ...props }) => (
        <div className="relative">
          {unit.side === "left" && sign}
          <input
            {...props}
            name={inputName ?? field.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={maxLength}
            className={`${inputClass} ${unit.side === "left" ? "pl-9" : "pr-10"}`}
          />
          {unit.side === "right" && sign}
        </div>
      )}
    />
  );
}

/** The site's currency, which every amount field of the pricing form is in (PricingEditor provides it). */
export const PricingCurrency = createContext<SiteCurrency>("EUR");

/** An amount in the site's currency, its sign where the owner's language writes it ("€" left, "zł" right in Polish). */
export function MoneyField(props: PricingFieldProps) {
  const { locale } = useI18n();
  return <DecimalField {...props} unit={currencySign(useContext(PricingCurrency), locale)} maxLength={20} />;
}

/** A percentage. */
export function PercentField(props: PricingFieldProps) {
  return <DecimalField {...props} unit={{ sign: "%", side: "right" }} maxLength={8} />;
}

/** A whole number (nights, days, hours, guests). */
export function WholeField({ inputName, min, max, ...field }: PricingFieldProps & { min: number; max: number }) {
  return (
    <FieldShell
      {...field}
      control={(props) => (
        <input
          {...props}
          name={inputName ?? field.name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
        />
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
}: {
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string; description?: string }[];
  checked: string;
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
