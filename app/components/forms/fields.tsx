import { CircleAlert } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";
import { SelectBox } from "./select-box.tsx";

/**
 * The app's one field kit. A form provides its id, the translated problems per field and
 * the values to re-fill; every field then needs only its name and label, and wires label,
 * hint and problems to its control (aria-invalid, aria-describedby).
 */
export type FieldKit = {
  formId: string;
  /** One message per field, or several (a weak password may break more than one rule). */
  errors: Partial<Record<string, string | readonly string[]>>;
  values: Partial<Record<string, string>>;
  /** Changes with every answer from the server, so secret fields start empty again. */
  attempt?: string;
};

const FieldKitContext = createContext<FieldKit>({ formId: "form", errors: {}, values: {} });

export function FieldKitProvider({ value, children }: { value: FieldKit; children: ReactNode }) {
  return <FieldKitContext.Provider value={value}>{children}</FieldKitContext.Provider>;
}

export function useFieldKit(): FieldKit {
  return useContext(FieldKitContext);
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

const controlBase =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 focus:border-pine-700";

function controlClass(invalid: boolean): string {
  return cn(controlBase, invalid ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600");
}

/** What a field hands its control: spread it onto the input, select or textarea. */
export type ControlProps = {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
  defaultValue: string | undefined;
};

export type FieldBase = {
  name: string;
  label: string;
  hint?: string;
  /** Optional fields say so in their label; all others are marked required. */
  optional?: boolean;
  /** Shown when the kit has no value to re-fill for this field. */
  defaultValue?: string;
  /** On the wrapper, e.g. a grid column. */
  className?: string;
};

/** Label, control, hint and problems of one field, wired together for screen readers. */
export function FieldShell({
  name,
  label,
  hint,
  optional,
  defaultValue,
  className,
  control,
}: FieldBase & { control: (props: ControlProps) => ReactNode }) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const id = fieldId(kit.formId, name);
  const error = kit.errors[name];
  const messages = error === undefined ? [] : typeof error === "string" ? [error] : error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {label}
        {optional && <span className="font-normal text-slate-600"> ({t("form.optional")})</span>}
      </label>
      <div className="mt-2">
        {control({
          id,
          name,
          required: !optional,
          "aria-invalid": errorId ? true : undefined,
          "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
          className: controlClass(errorId !== undefined),
          defaultValue: kit.values[name] ?? defaultValue,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="mt-2 space-y-1 text-sm font-medium text-coral-700">
          {messages.map((message) => (
            <li key={message} className="flex gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
  maxLength,
  ...field
}: FieldBase & {
  type?: "text" | "email" | "tel" | "date" | "number";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  min?: string | number;
  max?: string | number;
  maxLength?: number;
}) {
  return (
    <FieldShell
      {...field}
      control={(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode ?? (type === "email" || type === "tel" ? type : undefined)}
          min={min}
          max={max}
          maxLength={maxLength}
          step={type === "number" ? 1 : undefined}
          // Addresses and numbers are not words: no red underlines.
          spellCheck={type === "email" || type === "tel" ? false : undefined}
        />
      )}
    />
  );
}

/** An email address: the keyboard with @ on phones, at most the 254 characters an address can have. */
export function EmailField({
  autoComplete = "email",
  ...field
}: FieldBase & { autoComplete?: "email" | "username" | "off" }) {
  return <TextField {...field} type="email" autoComplete={autoComplete} maxLength={254} />;
}

/** A phone number: the number pad on phones, filled in from the device where offered. */
export function PhoneField({ maxLength = 32, ...field }: FieldBase & { maxLength?: number }) {
  return <TextField {...field} type="tel" autoComplete="tel" maxLength={maxLength} />;
}

export function TextAreaField({ rows = 6, maxLength, ...field }: FieldBase & { rows?: number; maxLength?: number }) {
  return <FieldShell {...field} control={(props) => <textarea {...props} rows={rows} maxLength={maxLength} />} />;
}

/** A choice from a list; with a placeholder the list starts on an empty "choose" option. */
export function SelectField({
  options,
  placeholder,
  ...field
}: FieldBase & { options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldShell
      {...field}
      control={({ defaultValue, className, ...props }) => (
        <SelectBox
          {...props}
          defaultValue={defaultValue ?? (placeholder === undefined ? undefined : "")}
          className={className}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectBox>
      )}
    />
  );
}

/** A yes/no choice with its label beside the box; sends "on" when ticked. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  value = "on",
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  /** For one of several boxes that share a name (a list of choices). */
  value?: string;
}) {
  const { formId } = useFieldKit();
  const id = fieldId(formId, value === "on" ? name : `${name}-${value}`);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={defaultChecked}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-pine-700"
      />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The trap for robots: a text field people never see or reach with the keyboard. A
 * filled one makes the server drop the request while answering as if it were sent.
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  const { formId } = useFieldKit();
  const id = fieldId(formId, name);
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
